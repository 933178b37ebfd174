extension ImageComparison {
    /// A rectangle of changed pixels, in pixels of the compared images.
    public struct Region: Sendable, Equatable, CustomStringConvertible {
        /// The left edge.
        public var x: Int
        /// The top edge.
        public var y: Int
        /// The width.
        public var width: Int
        /// The height.
        public var height: Int

        /// `x,y w×h`.
        public var description: String { "\(x),\(y) \(width)×\(height)" }
    }

    /// The separate areas that changed, largest first: changed pixels are gathered in `cell`-pixel squares, and
    /// squares that touch (diagonals included) make one region, the bounding box of its changed pixels. At most
    /// `limit` regions; the rest are left out.
    public func changedRegions(cell: Int = 16, limit: Int = 8) -> [Region] {
        guard !sizesDiffer, changedPixels > 0, cell > 0 else {
            return changedBounds.map { [Region(x: $0.x, y: $0.y, width: $0.width, height: $0.height)] } ?? []
        }
        let columns = (diffImage.width + cell - 1) / cell
        let rows = (diffImage.height + cell - 1) / cell
        // Per cell, the bounding box of its changed pixels (the diff image paints them pure red).
        var boxes = [Region?](repeating: nil, count: columns * rows)
        let pixels = diffImage.pixels
        for y in 0..<diffImage.height {
            for x in 0..<diffImage.width {
                let at = (y * diffImage.width + x) * 4
                guard pixels[at] == 255, pixels[at + 1] == 0, pixels[at + 2] == 0 else { continue }
                let index = (y / cell) * columns + x / cell
                boxes[index] = Self.union(boxes[index], Region(x: x, y: y, width: 1, height: 1))
            }
        }
        var seen = [Bool](repeating: false, count: boxes.count)
        var regions: [Region] = []
        for start in boxes.indices where boxes[start] != nil && !seen[start] {
            var region: Region?
            var stack = [start]
            seen[start] = true
            while let index = stack.popLast() {
                region = Self.union(region, boxes[index])
                let (row, column) = (index / columns, index % columns)
                for dy in -1...1 {
                    for dx in -1...1 {
                        let (r, c) = (row + dy, column + dx)
                        guard r >= 0, r < rows, c >= 0, c < columns else { continue }
                        let next = r * columns + c
                        if boxes[next] != nil && !seen[next] {
                            seen[next] = true
                            stack.append(next)
                        }
                    }
                }
            }
            if let region { regions.append(region) }
        }
        return Array(regions.sorted { $0.width * $0.height > $1.width * $1.height }.prefix(limit))
    }

    /// The smallest rectangle holding both.
    private static func union(_ first: Region?, _ second: Region?) -> Region? {
        guard let first else { return second }
        guard let second else { return first }
        let left = min(first.x, second.x)
        let top = min(first.y, second.y)
        let right = max(first.x + first.width, second.x + second.width)
        let bottom = max(first.y + first.height, second.y + second.height)
        return Region(x: left, y: top, width: right - left, height: bottom - top)
    }
}
