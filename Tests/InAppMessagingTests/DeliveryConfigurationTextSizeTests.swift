import InAppMessaging
import Testing

/// The configuration's `text_size`: the platform's own sizes, written back only when set.
struct DeliveryConfigurationTextSizeTests {
    static func decode(_ json: String) throws -> DeliveryConfiguration {
        try DeliveryConfiguration(json: JSONParser.parse(json))
    }

    @Test func eachPlatformReadsItsOwnSizes() throws {
        #expect(try Self.decode(#"{"platform": "ios", "text_size": "ax2"}"#).textSize == .category(.ax2))
        #expect(try Self.decode(#"{"platform": "android", "text_size": "1.3"}"#).textSize == .fontScale(1.3))
        #expect(try Self.decode(#"{"platform": "web", "text_size": "150%"}"#).textSize == .zoom(150))
        // Naming the default is the default.
        #expect(try Self.decode(#"{"platform": "ios", "text_size": "Large"}"#).textSize == nil)
    }

    @Test func anotherPlatformsSizeIsRefusedAtItsPath() {
        #expect {
            try Self.decode(#"{"platform": "android", "text_size": "AX3"}"#)
        } throws: { error in
            guard let error = error as? WireError else { return false }
            return error.path?.description == "text_size" && error.message.contains("Android font scale")
        }
        #expect(throws: WireError.self) { try Self.decode(#"{"platform": "web", "text_size": 150}"#) }
    }

    @Test func itIsWrittenOnlyWhenSet() throws {
        let set = try Self.decode(#"{"platform": "ios", "text_size": "AX3"}"#)
        #expect(set.jsonValue["text_size"] == "AX3")
        #expect(try DeliveryConfiguration(json: set.jsonValue) == set)
        #expect(try Self.decode(#"{"platform": "ios"}"#).jsonValue["text_size"] == nil)
    }
}
