import ArgumentParser
import CampaignStore
import Dashboard
import Foundation
import InAppMessaging
import Preview
import Snapshot

/// `vitrine snapshot`: render campaigns to PNG with headless Chromium, and compare them with a
/// baseline folder.
struct SnapshotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render campaigns to PNG (headless Chromium), and compare them with a baseline.",
        discussion: """
            Shots come from FILEs (wire messages, envelopes or exports; - is standard input) or, \\
            without files, from the store (--id to pick campaigns). Each is written to \\
            OUT/<campaign>/<device>-<orientation>-<appearance>[-<user>].png at --scale device pixels \\
            per point. Chromium is found through VITRINE_CHROMIUM or on PATH. With --baseline, each \\
            shot is compared with the same name there; a changed shot also gets a .diff.png beside \\
            it, and --update copies the new shots into the baseline. Exit 0 when nothing changed \\
            beyond the tolerance, 1 when something did (or has no baseline), 2 on bad input.
            """
    )

    @Argument(help: "Message or campaign JSON files (- for standard input); none: the store.")
    var files: [String] = []

    @Flag(help: "Shoot the built-in demo campaigns (the ones `vitrine serve` seeds) instead of the store.")
    var demo = false

    @Option(name: .customLong("id"), help: "With the store or --demo: only this campaign (repeatable).")
    var ids: [String] = []

    @OptionGroup var database: DatabaseOptions

    @Option(help: "Devices (repeatable): phone, tablet.")
    var device: [PreviewOptions.Device] = []

    @Option(help: "Orientations (repeatable): portrait, landscape (default: the message's own).")
    var orientation: [PreviewOptions.DeviceOrientation] = []

    @Option(help: "Appearances (repeatable): light, dark.")
    var appearance: [Appearance] = []

    @Flag(help: "Every device × orientation × appearance.")
    var allVariants = false

    @Option(help: "Render as this stored user profile (repeatable; needs the store).")
    var user: [String] = []

    @Option(help: "Unix seconds of Liquid's now.")
    var now: Double = 0

    @Option(help: "The folder the PNGs are written to.")
    var out: String = "snapshots"

    @Option(help: "Device pixels per point (2 or 3 like a phone).")
    var scale: Double = 2

    @Option(help: "A folder of earlier shots to compare with.")
    var baseline: String?

    @Flag(help: "With --baseline: copy the new shots into it.")
    var update = false

    @Option(help: "Per-pixel colour distance (0–1) under which a pixel counts as unchanged.")
    var threshold: Double = 0.1

    @Option(help: "The changed-pixel ratio a shot may have and still count as unchanged.")
    var maxChangedRatio: Double = 0.0005

    func validate() throws {
        guard (0.25...4).contains(scale) else { throw ValidationError("--scale must be from 0.25 (thumbnails) to 4") }
        guard (0...1).contains(threshold), (0...1).contains(maxChangedRatio) else {
            throw ValidationError("--threshold and --max-changed-ratio are from 0 to 1")
        }
        if update, baseline == nil { throw ValidationError("--update needs --baseline") }
        if demo, !files.isEmpty { throw ValidationError("--demo takes no files") }
    }

    func run() async throws {
        let shots: [SnapshotShot]
        do {
            shots = try await plan()
        } catch {
            printError("vitrine: \(error)")
            throw ExitCode(2)
        }
        let browser: HeadlessBrowser
        do {
            browser = try await HeadlessBrowser.launch()
        } catch {
            printError("vitrine: \(error)")
            throw ExitCode(2)
        }
        var run = SnapshotRun(out: out, baseline: baseline, update: update, threshold: threshold, maxChangedRatio: maxChangedRatio)
        let clock = ContinuousClock()
        let started = clock.now
        do {
            for shot in shots { try await run.take(shot, with: browser, scale: scale) }
        } catch {
            await browser.close()
            printError("vitrine: \(error)")
            throw ExitCode(2)
        }
        await browser.close()
        let elapsed = clock.now - started
        print(run.report, terminator: "")
        FileHandle.standardError.write(Data(run.layout.utf8))
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        printError("\(shots.count) snapshot\(shots.count == 1 ? "" : "s") in \(String(format: "%.2f", seconds)) s")
        if run.changed > 0 { throw ExitCode(1) }
    }

    /// Every shot asked for: documents × variants × users.
    private func plan() async throws -> [SnapshotShot] {
        var documents: [(id: String, name: String, message: InAppMessage)] = []
        var registry = ViewTypeRegistry.builtIn
        var store: AppDatabase?
        func openStore() throws -> AppDatabase {
            if let store { return store }
            let opened = try database.open()
            store = opened
            return opened
        }
        if demo {
            for campaign in DemoCampaigns.all where ids.isEmpty || ids.contains(campaign.id) {
                documents.append((campaign.id, campaign.name, campaign.message))
            }
        } else if files.isEmpty {
            for stored in try await openStore().campaigns(ids: ids) {
                documents.append((stored.campaign.id, stored.campaign.name, stored.campaign.message))
            }
            registry = try await openStore().viewTypeRegistry()
        } else {
            for file in files {
                let data = try InputFile.read(file)
                var next = 0
                let base = file == "-" ? "stdin" : URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
                let campaigns = try CampaignImport.campaigns(from: data) {
                    next += 1
                    return next == 1 ? base : "\(base)-\(next)"
                }
                documents += campaigns.map { ($0.id, $0.name, $0.message) }
            }
        }
        var profiles: [UserProfile?] = [nil]
        var blocks: [String: String] = [:]
        if !user.isEmpty {
            let opened = try openStore()
            profiles = []
            for id in user {
                guard let profile = try await opened.userProfile(id: id) else { throw CommandFailure("no user profile with id \"\(id)\"") }
                profiles.append(profile)
            }
            blocks = try await opened.contentBlocks()
        }
        let devices = allVariants ? PreviewOptions.Device.allCases : (device.isEmpty ? [.phone] : device)
        let orientations: [PreviewOptions.DeviceOrientation?] =
            allVariants ? PreviewOptions.DeviceOrientation.allCases : (orientation.isEmpty ? [nil] : orientation)
        let appearances = allVariants ? Appearance.allCases : (appearance.isEmpty ? [.light] : appearance)
        var shots: [SnapshotShot] = []
        for document in documents {
            var renderer = PreviewRenderer(registry: registry)
            if let store {
                let urls = document.message.assetURLs
                renderer.libraryImages = try await InlinedImages.resolve(urls, copies: try await store.libraryImages(for: urls), database: store)
            }
            for device in devices {
                for orientation in orientations {
                    for appearance in appearances {
                        for profile in profiles {
                            let options = PreviewOptions(device: device, orientation: orientation, appearance: appearance, user: profile?.id)
                            let personalisation = Personalisation(
                                user: profile,
                                contentBlocks: blocks,
                                campaign: (document.id, document.name),
                                now: now
                            )
                            shots.append(
                                SnapshotShot(
                                    campaignID: document.id,
                                    title: document.name,
                                    message: document.message,
                                    options: options,
                                    personalisation: personalisation,
                                    renderer: renderer
                                )
                            )
                        }
                    }
                }
            }
        }
        return shots
    }
}
