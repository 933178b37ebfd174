#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Converts byte offsets in a UTF-8 document into 1-based lines and columns.
///
/// Lines end at `\n` (as in libxml2); columns count Unicode scalars, so a tab or an emoji is one
/// column.
struct SourceMap {
    /// The byte offset at which each line starts.
    private let lineStarts: [Int]
    /// The document's bytes.
    private let bytes: UnsafeBufferPointer<UInt8>

    /// Indexes the line starts of `bytes`, which must outlive the map.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 40 + 1)
        if let base = bytes.baseAddress {
            var cursor = UnsafeRawPointer(base)
            let end = cursor + bytes.count
            while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
                let next = UnsafeRawPointer(found) + 1
                starts.append(next - UnsafeRawPointer(base))
                cursor = next
            }
        }
        self.lineStarts = starts
        self.bytes = bytes
    }

    /// The 1-based line and column of the byte at `offset` (clamped to the document).
    func location(of offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }
}
