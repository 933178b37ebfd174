import InAppMessaging
import Testing

/// The log formats, line by line: each SDK's prefixes, joined entries, clocks.
@Suite struct DeviceLogFormatTests {
    /// The entries of `text`.
    static func entries(_ text: String) -> (entries: [DeviceLogEntry], counts: DeviceLogCounts) {
        var reader = DeviceLogReader()
        var entries: [DeviceLogEntry] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let entry = reader.feed(line) { entries.append(entry) }
        }
        if let entry = reader.finish() { entries.append(entry) }
        return (entries, reader.counts)
    }

    @Test func logcatJoinsTheLinesOfOneMessage() {
        let (entries, counts) = Self.entries(
            """
            11-23 11:42:15.912 14711 14796 D Braze v29.0.1 .bo.app.n6: New incoming <custom_event>. Searching for matching triggers.
            11-23 11:42:15.913 14711 14796 D Braze v29.0.1 .e1: com.braze.events.NoMatchingTriggerEvent fired:
            11-23 11:42:15.913 14711 14796 D Braze v29.0.1 .e1: NoMatchingTriggerEvent(sourceEventType=custom_event)
            11-23 11:42:15.914  1000  1000 I ActivityManager: Displayed com.example/.Main
            """
        )
        #expect(entries.count == 2)
        #expect(entries[1].text == "com.braze.events.NoMatchingTriggerEvent fired:\nNoMatchingTriggerEvent(sourceEventType=custom_event)")
        #expect(entries[0].format == .logcat && entries[0].sdkVersion == "29.0.1" && entries[0].platform == .android)
        #expect(counts.otherLines == 1)
    }

    @Test func androidStudioBeforeDolphinTakesUnprefixedLines() {
        let (entries, _) = Self.entries(
            """
            2023-11-23 11:42:15.913 14711-14796/***** D/Braze v29.0.1 .e1: com.braze.events.NoMatchingTriggerEvent fired:
                NoMatchingTriggerEvent(sourceEventType=custom_event)
            V/Braze v14.0.1 .bo.app.d3: Request started
            """
        )
        #expect(
            entries.map(\.text) == [
                "com.braze.events.NoMatchingTriggerEvent fired:\n    NoMatchingTriggerEvent(sourceEventType=custom_event)", "Request started",
            ]
        )
        #expect(entries.allSatisfy { $0.format == .androidStudio })
        #expect(entries[0].timestamp?.hasDate == true)
    }

    @Test func androidStudioFromDolphinReadsColumnsAndBlankTags() throws {
        let (entries, counts) = Self.entries(
            """
            12:50:18.865 Braze v25.0.0 .p         V  Attempting to log event: {
                                                       "name": "ss",
                                                       "time": 1.683777018863E9
                                                     }
            12:50:18.870 Braze v25.0.0 .p         D  Adding event to storage with uid 1
            2025-08-05 08:27:45.595 32201-32201 Braze v36.0.0 .b0       com.myapp                 V  Automatically obtained Firebase Cloud Messaging push token: abc
            2025-08-05 08:27:45.600 32201-32201 OtherTag                com.myapp                 I  not Braze
            """
        )
        try #require(entries.count == 3)
        #expect(entries[0].text.contains("\"time\": 1.683777018863E9"))
        #expect(entries[2].sdkVersion == "36.0.0")
        #expect(counts.otherLines == 1)
    }

    @Test func xcodeEntriesRunUntilTheNextPrefix() {
        let (entries, counts) = Self.entries(
            """
            2023-02-15 13:52:35.913194-0500 Stride Drive[20226:168114] [braze] Logged event:
            - userId: x
            - data: custom(name: "MobileEditProfile", properties: nil)
            2023-02-15 13:52:35.914167-0500 Stride Drive[20226:168114] [Firebase] other
            """
        )
        #expect(entries.count == 1)
        #expect(entries[0].text.hasSuffix("properties: nil)"))
        #expect(entries[0].timestamp?.utcOffset == -18_000)
        #expect(counts.otherLines == 1)
    }

    @Test func webConsoleLinesAndPastedBodies() {
        let (entries, counts) = Self.entries(
            """
            10:00:01.250 Braze SDK Warning: Custom Event "x" is blocklisted, ignoring. (v5.5.0)
            app.js:12 Braze: Logged custom event "y".
            [vite] connected.
            {
              "events": [{"name": "ce", "data": {"n": "y"}, "time": 1700000000.5}]
            }
            """
        )
        #expect(entries.map(\.format) == [.webConsole, .webConsole, .json])
        #expect(entries[0].sdkVersion == "5.5.0")
        #expect(entries[0].text == #"Custom Event "x" is blocklisted, ignoring."#)
        #expect(counts.unrecognisedLines == 1)
    }

    @Test func consoleSourceColumnsAreNotPartOfTheMessage() {
        let (entries, _) = Self.entries(
            """
            VM123:1 Braze: Logged custom event "a".
            10:00:01.000 index.js:40:7 Braze SDK Warning: Something odd. (v6.12.0)
            Braze SDK Warning: Firefox puts it last. (v5.5.0) braze.min.js:2:1234
            """
        )
        #expect(entries.map(\.text) == [#"Logged custom event "a"."#, "Something odd.", "Firefox puts it last."])
        #expect(entries.map(\.sdkVersion) == [nil, "6.12.0", "5.5.0"])
    }

    @Test func timestampsReadEveryShape() {
        var log = DeviceLogParser()
        log.consume(Array("2023-02-15 13:52:35.5-0500 App[1:2] [braze] Logged event:\n- data: sessionStart\n".utf8))
        let read = try? log.finish()
        // 13:52:35.5 at -05:00 is 18:52:35.5 UTC.
        #expect(read?.events.first?.time == 1_676_487_155.5)
        #expect(read?.events.first?.name == "ss")
    }

    @Test func swiftDescriptionsOfEvents() throws {
        var parser = DeviceLogParser()
        parser.consume(
            Array(
                """
                2023-02-15 13:52:35.000000-0500 App[1:2] [braze] Logged event:
                - data: inAppMessageButtonClick(triggerIds: ["a\\"b", "c"], buttonId: "1")
                2023-02-15 13:52:36.000000-0500 App[1:2] [braze] Logged event:
                - data: purchase(productId: "sku-1", currency: "USD", price: 9.99, quantity: 1, properties: nil)

                """.utf8
            )
        )
        let log = try parser.finish()
        #expect(log.events.map(\.name) == ["sbc", "p"])
        #expect(log.events[0].data["trigger_ids"] == .array(["a\"b", "c"]))
        #expect(log.events[0].data["bid"] == "1")
        #expect(log.events[1].data["pid"] == "sku-1")
    }
}
