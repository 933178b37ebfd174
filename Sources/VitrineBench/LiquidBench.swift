import Foundation
import InAppMessaging
import Preview

/// The Liquid measurement of `make bench`: previews of a modal whose text has ten Liquid tags,
/// rendered as a user, against previews of the same modal with the tags' output written in —
/// the ratio of the two throughputs, measured in one run.
enum LiquidBench {
    /// Previews per timed round.
    static let renders = 2_000
    /// Timed rounds per side (the best one counts).
    static let rounds = 5

    /// The ten-tag message's fields.
    static let templated = #"""
        {"type": "MODAL", "header": "Hi {{${first_name} | default: 'there'}}!",
         "message": "{{custom_attribute.${points} | plus: 100}} points in {{${city} | upcase}}. {% if custom_attribute.${vip} %}VIP{% else %}Member{% endif %} since {{ 'now' | date: '%Y' }}. {{content_blocks.${signature}}} {{event_properties.${amount} | default: 0 | times: 2}} {{ ${last_name} | truncate: 5 }} {% assign n = 3 %}{{ n }} {{ 'x' | append: 'y' }}",
         "btns": [{"id": 0, "text": "Go {{${first_name}}}"}]}
        """#

    /// Runs the measurement and prints one `name: value` line each.
    static func run() {
        guard let message = try? InAppMessage(wire: JSONParser.parse(templated)) else {
            print("liquid.error: the bench message does not decode")
            return
        }
        let user = UserProfile(
            id: "ada",
            name: "Ada",
            attributes: ["first_name": "Ada", "last_name": "Lovelace", "city": "London"],
            customAttributes: ["points": .int(1250), "vip": .bool(true)]
        )
        let personalisation = Personalisation(user: user, contentBlocks: ["signature": "Bye {{${first_name}}}"], now: 1_767_225_600)
        let outcome = message.personalised(with: personalisation)
        guard outcome.problems.isEmpty, outcome.abortReason == nil, !outcome.message.hasLiquid else {
            print("liquid.error: the bench message does not render cleanly: \(outcome.problems)")
            return
        }
        let plain = outcome.message
        let renderer = PreviewRenderer()
        let options = PreviewOptions()
        let withLiquid = bestSeconds { renderer.render(message, options: options, personalisation: personalisation).utf8.count }
        let without = bestSeconds { renderer.render(plain, options: options).utf8.count }
        print("liquid.preview_with_ten_tags_per_sec: \(Int(Double(renders) / withLiquid))")
        print("liquid.preview_without_liquid_per_sec: \(Int(Double(renders) / without))")
        print("liquid.preview_ratio: \(String(format: "%.2f", without / withLiquid))")
    }

    /// The shortest wall time of `rounds` rounds of `renders` calls of `work`.
    private static func bestSeconds(_ work: () -> Int) -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<rounds {
            var total = 0
            let elapsed = clock.measure {
                for _ in 0..<renders { total &+= work() }
            }
            precondition(total > 0)
            let components = elapsed.components
            best = min(best, Double(components.seconds) + Double(components.attoseconds) / 1e18)
        }
        return best
    }
}
