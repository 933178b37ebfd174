import ArgumentParser
import CampaignServices
import CampaignStore
import Foundation
import InAppMessaging
import Preview
import Snapshot

/// `vitrine snapshot`: render campaigns to PNG with headless Chromium (and iOS HTML messages with
/// WebKit when it is installed), and compare them with a baseline folder.
struct SnapshotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render campaigns to PNG (headless Chromium, WebKit for iOS HTML), and compare them with a baseline.",
        discussion: """
            Shots come from FILEs (wire messages, envelopes or exports, or HTML documents drawn as HTML \
            messages; - is standard input) or, \
            without files, from the store (--id to pick campaigns). Each is written to \
            OUT/<campaign>/[<platform>-]<device>-<orientation>-<appearance>[-<user>][-<locale>].png \
            (iOS shots have no platform part, shots in the default texts no locale part) at --scale \
            device pixels per point. --locale draws translation tags in a locale, --all-locales \
            shoots the default texts and every locale of each campaign's translations. Every \
            shot of a native message is measured for clamped or cut text and truncated buttons \
            (an HTML message's document: validate --layout), and so is each locale of \
            the campaign not shot, on the shot's device: findings go to standard error, a \
            locale's after [<locale>]. Chromium is found \
            through VITRINE_CHROMIUM or on PATH. iOS HTML messages are drawn by WebKit, as \
            WKWebView draws them, when WebKitWebDriver, Xvfb and MiniBrowser are installed \
            (Debian: webkit2gtk-driver xvfb; else Chromium, with a warning); --engine draws every \
            shot in one engine. WebKit shots are named <name>.webkit.png, and each report line names \
            its shot's engine. --compare-engines draws each HTML message in both engines and \
            reports where they differ (regions, and a .engines.diff.png). With --baseline, each shot is compared with the \
            same name there; a changed shot also gets a .diff.png beside \
            it, and --update copies the new shots into the baseline. Exit 0 when nothing changed \
            beyond the tolerance, 1 when something did (or has no baseline), 2 on bad input. \
            --jobs takes that many shots at once, each job with browsers of its own (a headless Chromium, \
            and a WebKit for its WebKit shots); the files and the report do not depend on it. --shard K/N takes every N-th shot from the K-th (a CI \
            matrix runs the N shards) and writes OUT/vitrine-shard-K-of-N.json; --merge DIR... then \
            joins the shards' reports into the whole run's report and exit status.
            """
    )

    @Argument(help: "Message or campaign JSON files, or HTML documents (- for standard input); none: the store.")
    var files: [String] = []

    @Flag(help: "Shoot the built-in demo campaigns (the ones `vitrine serve` seeds) instead of the store.")
    var demo = false

    @Option(name: .customLong("id"), help: "With the store or --demo: only this campaign (repeatable).")
    var ids: [String] = []

    @OptionGroup var database: DatabaseOptions

    @Option(
        help: "Platforms (repeatable): ios, android, web (default: ios).",
        transform: { try PreviewOptions.value(of: "platform", $0, \.platform) }
    )
    var platform: [Platform] = []

    @Option(
        help: "Devices (repeatable): phone, tablet (ios, android), desktop, phone (web); each platform keeps the ones it draws.",
        transform: { try PreviewOptions.value(of: "device", $0, \.device) }
    )
    var device: [PreviewOptions.Device] = []

    @Option(
        help: "Orientations (repeatable): portrait, landscape (default: the message's own).",
        transform: { try PreviewOptions.value(of: "orientation", $0, \.orientation) }
    )
    var orientation: [PreviewOptions.DeviceOrientation] = []

    @Option(help: "Appearances (repeatable): light, dark.", transform: { try PreviewOptions.value(of: "appearance", $0, \.appearance) })
    var appearance: [Appearance] = []

    @Flag(
        name: .customLong("all-devices"),
        help: "Every platform × device × orientation × appearance, and every A/B-test variant of a split campaign."
    )
    var allDevices = false

    /// The flag's name before A/B-test variants came: it meant the device combinations.
    @Flag(name: .customLong("all-variants"), help: ArgumentHelp("The old name of --all-devices.", visibility: .hidden))
    var allVariantsOldName = false

    @Option(
        help: ArgumentHelp(
            "A/B-test variants of a split campaign (repeatable): a name, letter (B), API id or control; default: its first. Named …-variant-b.png, …-control.png.",
            valueName: "name"
        )
    )
    var variant: [String] = []

    @Option(
        help: "Render as this stored user profile (repeatable; needs the store).",
        transform: { try PreviewOptions.value(of: "user", $0, \.user) }
    )
    var user: [String] = []

    @Option(
        help: "Draw translation tags in this locale (repeatable; fr, pt_BR): one shot each, named …-<locale>.png.",
        transform: { try PreviewOptions.value(of: "locale", $0, \.locale) }
    )
    var locale: [String] = []

    @Flag(help: "One shot in the default texts and one per locale of each campaign's translations.")
    var allLocales = false

    @Option(
        help: """
            Text sizes (repeatable): iOS content sizes (xSmall … AX5), Android font scales (0.85 to 2.0), \
            browser zooms (100 to 200), or `all` for every step of each platform; each platform keeps its own, \
            and shoots its default when none is.
            """
    )
    var textSize: [String] = []

    @Option(help: "Unix seconds of Liquid's now.", transform: { try PreviewOptions.value(of: "now", $0, \.now) })
    var now: Double = 0

    @Option(help: "The folder the PNGs are written to.")
    var out: String = "snapshots"

    @Option(help: "Device pixels per point (2 or 3 like a phone).")
    var scale: Double = 2

    @Option(help: "A folder of earlier shots to compare with.")
    var baseline: String?

    @Flag(help: "With --baseline: copy the new shots into it.")
    var update = false

    @Option(help: "Draw every shot with this engine: chromium, webkit (default: webkit for iOS HTML messages when installed).")
    var engine: SnapshotEngine?

    @Flag(help: "Draw each HTML message in Chromium and in WebKit, and report where they differ.")
    var compareEngines = false

    @Option(help: "Per-pixel colour distance (0–1) under which a pixel counts as unchanged.")
    var threshold: Double = 0.1

    @Option(help: "The changed-pixel ratio a shot may have and still count as unchanged.")
    var maxChangedRatio: Double = 0.0005

    @Option(help: "Shots taken at once, each job with browsers of its own (default: the number of cores).")
    var jobs: Int?

    @Option(
        help: ArgumentHelp("Take only the K-th of N equal parts of the shots, and write OUT/vitrine-shard-K-of-N.json.", valueName: "K/N"),
        transform: SnapshotShard.init(parsing:)
    )
    var shard: SnapshotShard?

    @Flag(help: "The arguments are the --out folders of shard runs: join their reports into one, with one exit status.")
    var merge = false

    func validate() throws {
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be from 1 to 256") }
        if merge {
            guard !files.isEmpty else { throw ValidationError("--merge takes the --out folders of the shard runs") }
            guard !demo, shard == nil, ids.isEmpty, baseline == nil else {
                throw ValidationError("--merge takes folders only: the shard runs took the shots (--demo, --id, --shard, --baseline go there)")
            }
        }
        guard (0.25...4).contains(scale) else { throw ValidationError("--scale must be from 0.25 (thumbnails) to 4") }
        guard (0...1).contains(threshold), (0...1).contains(maxChangedRatio) else {
            throw ValidationError("--threshold and --max-changed-ratio are from 0 to 1")
        }
        if update, baseline == nil { throw ValidationError("--update needs --baseline") }
        if compareEngines, baseline != nil || engine != nil {
            throw ValidationError("--compare-engines draws in both engines and compares them: leave out --baseline and --engine")
        }
        if demo, !files.isEmpty { throw ValidationError("--demo takes no files") }
        if allLocales, !locale.isEmpty { throw ValidationError("--all-locales already shoots every locale: leave out --locale") }
        for device in device where !platforms.contains(where: { PreviewOptions.devices(for: $0).contains(device) }) {
            let drawn = platforms.map { "\($0.rawValue) draws \(PreviewOptions.devices(for: $0).map(\.rawValue).joined(separator: ", "))" }
            throw ValidationError(
                "--device \(device.rawValue): \(drawn.joined(separator: "; ")); desktop is for --platform web only"
            )
        }
        try checkTextSizes()
    }

    func run() async throws {
        if merge { return try Self.report(try mergedOutcomes()) }
        var shots: [SnapshotShot]
        let previews: PreviewService
        do {
            (shots, previews) = try await plan()
            shots = try chooseEngines(shots)
        } catch {
            printError("vitrine: \(error)")
            throw ExitCode(2)
        }
        let all = SnapshotPool.groups(of: shots.map(\.relativePath))
        let groups = all.indices.filter { shard?.owns(position: $0) ?? true }.map { all[$0] }
        let run = SnapshotRun(out: out, baseline: baseline, update: update, threshold: threshold, maxChangedRatio: maxChangedRatio)
        var pool = SnapshotPool(jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, run: run, previews: previews, scale: scale)
        pool.comparesEngines = compareEngines
        let clock = ContinuousClock()
        let started = clock.now
        let outcomes: [(position: Int, outcome: SnapshotOutcome)]
        do {
            outcomes = try await pool.take(shots, groups: groups).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            if let shard {
                let entries = outcomes.map { SnapshotShardReport.Entry(position: $0.position, outcome: $0.outcome) }
                try SnapshotShardReport(shard: shard.index, shards: shard.count, shots: shots.count, entries: entries).write(into: out)
            }
        } catch {
            printError("vitrine: \(error)")
            throw ExitCode(2)
        }
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        defer { printError("\(outcomes.count) snapshot\(outcomes.count == 1 ? "" : "s") in \(String(format: "%.2f", seconds)) s") }
        try Self.report(outcomes.map(\.outcome))
    }

    /// `shots` with their engines (see `SnapshotEngine.engine(for:requested:webKitAvailable:)`),
    /// warning when WebKit should draw some but cannot; with `--compare-engines`, the HTML
    /// messages' shots only, and an error when WebKit cannot draw.
    private func chooseEngines(_ shots: [SnapshotShot]) throws -> [SnapshotShot] {
        let unavailable = SnapshotEngine.webKitUnavailability(scale: scale)
        if compareEngines {
            if let unavailable { throw CommandFailure("--compare-engines needs WebKit: \(unavailable)") }
            let html = shots.filter { $0.subject.message.kind == .html }
            if html.isEmpty { throw CommandFailure("--compare-engines: none of the campaigns is an HTML message") }
            return html
        }
        let chosen = shots.map { shot in
            var shot = shot
            shot.engine = SnapshotEngine.engine(for: shot, requested: engine, webKitAvailable: unavailable == nil)
            return shot
        }
        let fallen = zip(shots, chosen).filter { original, drawn in
            SnapshotEngine.engine(for: original, requested: engine, webKitAvailable: true) != drawn.engine
        }
        if let unavailable, !fallen.isEmpty {
            printError(
                "vitrine: warning: \(unavailable): \(fallen.count) shot\(fallen.count == 1 ? "" : "s") meant for WebKit drawn by Chromium instead"
            )
        }
        return chosen
    }

    /// Whether every combination is asked for (`--all-devices`, or its old name).
    private var everything: Bool { allDevices || allVariantsOldName }

    /// The platforms asked for: every one with `--all-devices`, else the `--platform`s, else iOS.
    var platforms: [Platform] {
        everything ? Platform.allCases : (platform.isEmpty ? [.ios] : platform)
    }

    /// The platform and device pairs to shoot: each platform with the asked devices it draws
    /// (all of them with `--all-devices`; its first, the phone or the desktop window, by default).
    private var deviceCombinations: [(Platform, PreviewOptions.Device)] {
        platforms.flatMap { platform in
            let drawn = PreviewOptions.devices(for: platform)
            let devices = everything ? drawn : (device.isEmpty ? [drawn[0]] : device.filter(drawn.contains))
            return devices.map { (platform, $0) }
        }
    }

    /// Every shot asked for (documents × devices × A/B-test groups × users × locales), and the service that draws them:
    /// over the store when the shots come from it or name its users.
    private func plan() async throws -> ([SnapshotShot], PreviewService) {
        var documents: [Campaign] = []
        var store: AppDatabase?
        if demo {
            documents = DemoCampaigns.all.filter { ids.isEmpty || ids.contains($0.id) }
            // A fresh server's store: the demos drawn with their stand-in images, as its first previews are.
            // With --user the profiles come from --db-path's store, as before.
            if user.isEmpty {
                let fresh = try AppDatabase.inMemory()
                try await fresh.seedIfEmpty()
                store = fresh
            }
        } else if files.isEmpty {
            let opened = try database.open()
            store = opened
            documents = try await opened.campaigns(ids: ids).map(\.campaign)
        } else {
            for file in files {
                let base = file == "-" ? "stdin" : URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
                documents += try InputFile.campaigns(file, base: base)
            }
        }
        if !user.isEmpty {
            let opened = try store ?? database.open()
            store = opened
            for id in user where try await opened.userProfile(id: id) == nil {
                throw CommandFailure("no user profile with id \"\(id)\"")
            }
        }
        let orientations: [PreviewOptions.DeviceOrientation?] =
            everything ? PreviewOptions.DeviceOrientation.allCases : (orientation.isEmpty ? [nil] : orientation)
        let appearances = everything ? Appearance.allCases : (appearance.isEmpty ? [.light] : appearance)
        let users: [String?] = user.isEmpty ? [nil] : user
        var shots: [SnapshotShot] = []
        for campaign in documents {
            // The locales shot, and the campaign's others, measured without a shot (nil: the default texts).
            let languages: [String?] = [nil] + campaign.translations.locales
            let shot: [String?] = allLocales ? languages : (locale.isEmpty ? [nil] : locale.map { $0 })
            let unshot = languages.filter { !shot.contains($0) }
            let groups = try abGroups(of: campaign)
            for (platform, device) in deviceCombinations {
                // A desktop browser window has one shape: its orientations would be the same shot.
                for orientation in device == .desktop ? [nil] : orientations {
                    for appearance in appearances {
                        for user in users {
                            for (index, locale) in shot.enumerated() {
                                for size in textSizes(on: platform) {
                                    for group in groups {
                                        var options = PreviewOptions(
                                            platform: platform,
                                            device: device,
                                            orientation: orientation,
                                            appearance: appearance,
                                            user: user,
                                            now: now,
                                            locale: locale
                                        )
                                        options.textSize = size
                                        options.variant = group
                                        var taken = SnapshotShot(
                                            campaignID: campaign.id,
                                            subject: try PreviewSubject(campaign: campaign, options: options),
                                            options: options
                                        )
                                        if index == 0, size == nil, group == groups[0] { taken.alsoMeasured = unshot }
                                        shots.append(taken)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return (shots, PreviewService(database: store))
    }

    /// The A/B-test groups shot of `campaign`, as preview options name them (`A`, `control`): nil
    /// alone for a campaign that is not split; every group with `--all-devices`; else the
    /// `--variant`s, or the first variant.
    private func abGroups(of campaign: Campaign) throws -> [String?] {
        guard campaign.isSplit else { return [nil] }
        if everything { return campaign.outcomes.map(Campaign.letter(of:)) }
        if variant.isEmpty { return ["A"] }
        return try variant.map { name in
            guard let outcome = campaign.outcome(named: name) else {
                let names = campaign.outcomes.map { campaign.name(of: $0) }.joined(separator: ", ")
                throw CommandFailure("campaign \"\(campaign.id)\" has no variant \"\(name)\"; it has \(names)")
            }
            return Campaign.letter(of: outcome)
        }
    }
}
