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
    ///
    /// The column costs the length of the line up to `offset`; for many positions use
    /// `locations(of:)`, which reads each byte at most once.
    func location(of offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        let line = lineIndex(of: offset)
        return (line + 1, countColumns(from: lineStarts[line], at: 1, to: offset))
    }

    /// The 1-based line of the byte at `offset`: a binary search, without the column.
    func line(of offset: Int) -> Int {
        lineIndex(of: max(0, min(offset, bytes.count))) + 1
    }

    /// The locations of `offsets`, in their order, in time linear in the document plus
    /// `offsets.count × log`: one sweep over the offsets sorted, each column counted on from the
    /// previous one on its line.
    func locations(of offsets: [Int]) -> [(line: Int, column: Int)] {
        var result = [(line: Int, column: Int)](repeating: (1, 1), count: offsets.count)
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var line = -1
        var cursor = 0
        var column = 1
        for index in order {
            let offset = max(0, min(offsets[index], bytes.count))
            let found = lineIndex(of: offset)
            if found != line {
                line = found
                cursor = lineStarts[found]
                column = 1
            }
            column = countColumns(from: cursor, at: column, to: offset)
            cursor = offset
            result[index] = (line + 1, column)
        }
        return result
    }

    /// The index in `lineStarts` of the line holding `offset`.
    private func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The column at `offset`, counting on from column `column` at `start` on the same line.
    private func countColumns(from start: Int, at column: Int, to offset: Int) -> Int {
        var column = column
        var index = start
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return column
    }
}
