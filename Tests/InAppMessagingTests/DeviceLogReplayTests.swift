import Foundation
import InAppMessaging
import TestSupport
import Testing

/// Device logs replayed end to end: the fixtures (one story in each SDK's log format) agree, and
/// logs edited to disagree name the rule.
@Suite struct DeviceLogReplayTests {
    static let fixtures = ["android.logcat.txt", "ios.xcode.txt", "web.console.txt"]

    /// The text of a fixture.
    static func text(_ name: String) throws -> String {
        try String(contentsOf: ProjectPaths.fixtures.appendingPathComponent("device-logs").appendingPathComponent(name), encoding: .utf8)
    }

    /// `text` read in chunks of `chunk` bytes.
    static func read(_ text: String, chunk: Int = 4096, platform: Platform? = nil) throws -> DeviceLog {
        var parser = DeviceLogParser(platform: platform)
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            parser.consume(bytes[start..<min(bytes.count, start + chunk)])
            start += chunk
        }
        return try parser.finish()
    }

    @Test(arguments: fixtures)
    func fixtureAgreesWithTheDevice(_ name: String) throws {
        let replay = try DeviceLogReplay(log: Self.read(try Self.text(name)))
        #expect(replay.agrees == true, "\(replay.rows.filter { $0.status != .agreed })")
        #expect(replay.log.campaigns.map(\.id) == ["welcome-modal", "cart-nudge", "big-spender"])
        let impressions = replay.rows.filter { $0.kind == .impression }
        #expect(impressions.map(\.campaign) == ["welcome-modal", "cart-nudge"])
        // The delayed trigger: viewed_cart at 40 s, a delay of 5 s.
        #expect(impressions.last?.vitrineAt == 45)
        #expect(replay.rows.contains { $0.kind == .click && $0.detail == "1" && $0.status == .agreed })
        #expect(replay.rows.contains { $0.kind == .noMatchingTrigger && $0.detail == "custom_event" })
        let bigSpender = replay.whyNot.first { $0.campaign == "big-spender" }?.answer
        #expect(bigSpender?.code == .conditionNotMatched)
        #expect(bigSpender?.text.contains("got 9.5") == true)
    }

    @Test(arguments: fixtures)
    func chunkSizeDoesNotMatter(_ name: String) throws {
        let text = try Self.text(name)
        let whole = try Self.read(text, chunk: 1 << 20)
        let byteAtATime = try Self.read(text, chunk: 7)
        #expect(whole.events == byteAtATime.events)
        #expect(whole.campaigns == byteAtATime.campaigns)
        #expect(whole.outcomes == byteAtATime.outcomes)
    }

    @Test func androidRefusalMatchesTheMinimumInterval() throws {
        let replay = try DeviceLogReplay(log: Self.read(try Self.text("android.logcat.txt")))
        let refusal = try #require(replay.rows.first { $0.kind == .refusal })
        #expect(refusal.detail == "minimum_interval")
        #expect(refusal.campaign == "cart-nudge")
        #expect(refusal.status == .agreed)
        #expect(replay.log.platform == .android)
        #expect(replay.log.sdkVersion == "29.0.1")
        #expect(replay.log.device == "Pixel 7, 14")
    }

    @Test func aDisplayVitrineWouldRefuseIsADisagreementNamingTheRule() throws {
        // The device shows cart-nudge 8 s after welcome-modal; the minimum interval is 30 s.
        var text = try Self.text("android.logcat.txt")
        let refusalLine = try #require(text.split(separator: "\n").first { $0.contains("not met for matched trigger") })
        let impression = refusalLine.replacingOccurrences(of: "D Braze v29.0.1 .bo.app.n6", with: "V Braze v29.0.1 .bo.app.p")
            .replacingOccurrences(
                of: String(refusalLine.split(separator: ": ", maxSplits: 1)[1]),
                with: #"Attempting to log event: {"name": "si", "data": {"trigger_ids": ["dEI9PQ=="]}, "time": 1.70074441303E9}"#
            )
        text = text.replacingOccurrences(of: String(refusalLine), with: impression)
        let replay = try DeviceLogReplay(log: Self.read(text))
        #expect(replay.agrees == false)
        let row = try #require(replay.rows.first { $0.status == .deviceOnly && $0.kind == .impression })
        #expect(row.campaign == "cart-nudge")
        #expect(row.reason?.contains("minimum interval") == true, "\(row.reason ?? "")")
    }

    @Test func aMissingImpressionIsVitrineOnly() throws {
        let text = try Self.text("web.console.txt")
        // The second impression names a trigger the log never received.
        let split = try #require(text.firstRange(of: "\"feed\""))
        let edited = text[..<split.lowerBound].replacingOccurrences(of: #""dEI9PQ==""#, with: #""unknown-trigger""#) + text[split.lowerBound...]
        let replay = try DeviceLogReplay(log: Self.read(edited))
        #expect(replay.agrees == false)
        #expect(replay.rows.contains { $0.status == .vitrineOnly && $0.campaign == "cart-nudge" && $0.vitrineAt == 45 })
        #expect(replay.rows.contains { $0.status == .deviceOnly && $0.reason?.contains("unknown-trigger") == true })
    }

    @Test(arguments: fixtures)
    func aStoredLogReplaysAsTheOriginal(_ name: String) throws {
        let log = try Self.read(try Self.text(name))
        // As a session stores it: members in their own order (event properties keep theirs).
        let stored = try JSONParser.parse(JSONWriter.write(log.jsonValue, keyOrder: .stored))
        let back = try #require(DeviceLog(json: stored, campaigns: log.campaigns))
        #expect(back.events == log.events)
        #expect(back.outcomes == log.outcomes)
        #expect(back.counts == log.counts)
        #expect(try DeviceLogReplay(log: back).rows == DeviceLogReplay(log: log).rows)
    }

    @Test func secretsAreMaskedInWhatIsQuoted() throws {
        let replay = try DeviceLogReplay(log: Self.read(try Self.text("web.console.txt")))
        let json = JSONWriter.write(replay.jsonValue)
        #expect(!json.contains("a1b2c3d4-e5f6"))
        #expect(DeviceLogPrivacy.mask(#"with API key "a1b2c3d4"."#) == #"with API key "*****"."#)
        #expect(DeviceLogPrivacy.mask("mail me at ann@example.com now") == "mail me at ***** now")
    }

    @Test func badInputIsAClearError() throws {
        #expect(throws: DeviceLogError("the log is empty")) { try Self.read("") }
        #expect(throws: DeviceLogError.self) { try Self.read("GIF89a\u{0}\u{0}binary") }
        do {
            _ = try Self.read("just a line\nand another\n")
            Issue.record("a file with no Braze line was read")
        } catch {
            #expect("\(error)".contains("no Braze SDK line in 2 lines"))
        }
    }

    @Test func aLogOfTruncatedJSONAloneIsAClearError() throws {
        do {
            _ = try Self.read("{\n  \"events\": [{\"name\": \"ce\", \"time\": 17\n}\n")
            Issue.record("a truncated body was read as a log")
        } catch {
            #expect("\(error)".contains("nothing to replay"))
            #expect("\(error)".contains("does not parse"))
        }
    }

    @Test func cutAndRedactedJSONIsSkippedAndCounted() throws {
        let text = """
            11-23 14:00:00.000 14711 14796 V Braze v29.0.1 .bo.app.p: Attempting to log event: {
            11-23 14:00:00.000 14711 14796 V Braze v29.0.1 .bo.app.p:   "name": "ss",
            11-23 14:00:00.000 14711 14796 V Braze v29.0.1 .bo.app.p:   "time": *****
            11-23 14:00:00.000 14711 14796 V Braze v29.0.1 .bo.app.p: }
            11-23 14:00:01.000  1234  1290 I ActivityManager: another app
            11-23 14:00:02.000 14711 14796 V Braze v29.0.1 .bo.app.p: Attempting to log event: {"name": "ce", "data": {"n": "a"}, "time": 1.7007444E9}
            11-23 14:00:02.000 14711 14796 V Braze v29.0.1 .bo.app
            """
        let log = try Self.read(text)
        #expect(log.counts.partialJSON == 1)
        #expect(log.counts.redactedEntries == 1)
        #expect(log.counts.otherLines == 1)
        #expect(log.counts.cutLines == 1)
        #expect(log.events.map(\.name) == ["ce"])
    }
}
