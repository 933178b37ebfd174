/// Searching a log line by its UTF-8 bytes: the logs read are mostly ASCII and long, and
/// searching by characters spends its time on grapheme breaking.
extension StringProtocol {
    /// The first range of `pattern`'s bytes in the text, or nil.
    func byteRange(of pattern: String) -> Range<Index>? {
        var pattern = pattern
        return pattern.withUTF8 { needle -> Range<Index>? in
            let found: Int?? = utf8.withContiguousStorageIfAvailable { haystack in Self.search(needle, in: haystack) }
            let offset: Int?
            if let found { offset = found } else { offset = Array(utf8).withUnsafeBufferPointer { Self.search(needle, in: $0) } }
            guard let offset else { return nil }
            let start = utf8.index(startIndex, offsetBy: offset)
            return start..<utf8.index(start, offsetBy: needle.count)
        }
    }

    /// Whether the text holds `pattern`'s bytes.
    func containsBytes(_ pattern: String) -> Bool {
        byteRange(of: pattern) != nil
    }

    /// The offset of the first `needle` in `haystack`.
    private static func search(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty ? 0 : nil }
        let last = haystack.count - needle.count
        var index = 0
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}
