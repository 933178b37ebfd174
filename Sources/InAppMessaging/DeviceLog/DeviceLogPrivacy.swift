/// What a replay keeps of a log's secrets: nothing. The lines it quotes have API keys, push
/// tokens and e-mail addresses replaced by `*****` (docs/device-logs.md, "Privacy").
public enum DeviceLogPrivacy {
    /// Labels after which a line prints a secret up to the next quote, comma or space.
    static let labels = [
        "\"api_key\" : \"", "\"api_key\": \"", "\"api_key\":\"", "X-Braze-Api-Key: ", "XBraze-ApiKey: ", "with API key \"",
        "push token: ", "\"push_token\" : \"", "\"push_token\": \"", "\"push_token\":\"", "\"email\": \"", "\"email\" : \"",
    ]

    /// `text` with every secret masked.
    public static func mask(_ text: String) -> String {
        var result = text
        for label in labels {
            var search = result.startIndex
            while let range = result[search...].byteRange(of: label) {
                let end = result[range.upperBound...].firstIndex { $0 == "\"" || $0 == "," || $0 == " " } ?? result.endIndex
                result.replaceSubrange(range.upperBound..<end, with: "*****")
                search = result.index(range.upperBound, offsetBy: 5, limitedBy: result.endIndex) ?? result.endIndex
            }
        }
        return maskEmails(result)
    }

    /// Words that look like e-mail addresses, masked.
    private static func maskEmails(_ text: String) -> String {
        guard text.containsBytes("@") else { return text }
        return text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            let parts = word.split(separator: "@")
            return parts.count == 2 && parts[1].contains(".") && !parts[0].isEmpty ? "*****" : String(word)
        }.joined(separator: " ")
    }
}
