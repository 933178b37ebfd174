/// How a campaign's users are split: its variants with their percentages, and the control group.
public struct VariantSplit: Sendable, Hashable {
    /// One variant: its name and the percentage of users it gets.
    public struct Variant: Sendable, Hashable {
        /// The name (`Variant A`, or a team's own).
        public var name: String
        /// Percent of users, 0–100.
        public var percent: Double

        /// Creates a variant.
        public init(name: String, percent: Double) {
            self.name = name
            self.percent = percent
        }
    }

    /// The variants, in order (at most eight).
    public var variants: [Variant]
    /// Percent of users in the control group (0: none).
    public var control: Double

    /// The most variants a campaign holds, as in Braze.
    public static let maximumVariants = 8

    /// Creates a split; `validate()` checks it.
    public init(variants: [Variant], control: Double = 0) {
        self.variants = variants
        self.control = control
    }

    /// Why the split is not one Braze accepts (1–8 variants, percentages from 0 to 100 adding up
    /// to 100, names unique and not empty), or nil.
    public func problem() -> String? {
        guard !variants.isEmpty else { return "a campaign has at least one variant" }
        guard variants.count <= Self.maximumVariants else {
            return "\(variants.count) variants; a campaign holds at most \(Self.maximumVariants)"
        }
        let names = variants.map(\.name)
        if let empty = names.firstIndex(where: { $0.isEmpty }) { return "variant \(empty + 1) has no name" }
        if let repeated = names.enumerated().first(where: { names[..<$0.offset].contains($0.element) }) {
            return "the name \"\(repeated.element)\" is used twice"
        }
        for share in variants.map(\.percent) + [control] where !(0...100).contains(share) || !share.isFinite {
            return "a percentage is from 0 to 100, not \(DeliveryEngine.number(share))"
        }
        let total = variants.reduce(control) { $0 + $1.percent }
        guard abs(total - 100) < 0.000_1 else { return "the percentages add up to \(DeliveryEngine.number(total)), not 100" }
        return nil
    }

    /// The split among the variants alone, each scaled up to fill the control group's share
    /// (where a past recipient, who never enters control, lands).
    public var withoutControl: VariantSplit {
        VariantSplit(variants: variants.map { .init(name: $0.name, percent: $0.percent * 100 / max(100 - control, 1)) })
    }

    /// Reads `A=45,B=45,control=10` (the control group named `control`).
    public init(parsing text: String) throws(WireError) {
        var variants: [Variant] = []
        var control = 0.0
        for part in text.split(separator: ",") {
            let pieces = part.split(separator: "=", maxSplits: 1).map { $0.trimmingPrefix(while: { $0 == " " }) }
            guard pieces.count == 2, let percent = Double(pieces[1].trimmingSuffixSpaces) else {
                throw WireError(message: "expected NAME=PERCENT, got \"\(part)\"")
            }
            let name = String(pieces[0].trimmingSuffixSpaces)
            if name.lowercased() == "control" { control = percent } else { variants.append(Variant(name: name, percent: percent)) }
        }
        self.init(variants: variants, control: control)
        if let problem = problem() { throw WireError(message: problem) }
    }
}

extension Substring {
    /// The text without its trailing spaces.
    fileprivate var trimmingSuffixSpaces: Substring {
        var text = self
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
