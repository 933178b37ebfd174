/// A line-by-line diff (longest common subsequence) between two texts, for revisions and conflicts.
struct LineDiff: Sendable {
    /// One line of the diff.
    struct Line: Sendable, Hashable {
        /// "same", "added" or "removed" (used as a CSS class).
        let change: String
        /// "+", "-" or " ".
        let sign: String
        /// The line's text.
        let text: String
    }

    /// The lines in order.
    let lines: [Line]

    /// True when the texts are equal.
    var isEmpty: Bool { lines.allSatisfy { $0.change == "same" } }

    /// Diffs `old` against `new`. Inputs past a million line pairs (8 MB of table) are shown as
    /// two blocks instead, so a huge campaign cannot make one request allocate without bound.
    init(old: String, new: String) {
        let before = old.components(separatedBy: "\n"), after = new.components(separatedBy: "\n")
        guard before.count * after.count <= 1_000_000 else {
            lines = before.map { Line(change: "removed", sign: "-", text: $0) } + after.map { Line(change: "added", sign: "+", text: $0) }
            return
        }
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: after.count + 1), count: before.count + 1)
        for i in stride(from: before.count - 1, through: 0, by: -1) {
            for j in stride(from: after.count - 1, through: 0, by: -1) {
                lengths[i][j] = before[i] == after[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < before.count || j < after.count {
            if i < before.count, j < after.count, before[i] == after[j] {
                result.append(Line(change: "same", sign: " ", text: before[i])); i += 1; j += 1
            } else if j < after.count, i == before.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                result.append(Line(change: "added", sign: "+", text: after[j])); j += 1
            } else {
                result.append(Line(change: "removed", sign: "-", text: before[i])); i += 1
            }
        }
        lines = result
    }
}
