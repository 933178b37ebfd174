import Foundation
import InAppMessaging
import OrderedCollections

/// A unified diff between two versions of a campaign's wire JSON, for the revisions and conflict
/// pages: hunks of changed lines with a few unchanged lines around them, removals before
/// additions, computed by the standard library's `difference(from:)`.
struct RevisionDiff: Sendable {
    /// One line of a hunk.
    struct Line: Sendable, Hashable {
        /// "same", "added" or "removed" (used as a CSS class).
        let change: String
        /// "+", "-" or " ".
        let sign: String
        /// The line's text.
        let text: String
    }

    /// A run of changes with its context, headed like `@@ -3,7 +3,8 @@`.
    struct Hunk: Sendable, Hashable {
        /// The hunk header: first line and line count in the old and the new text.
        let header: String
        /// The lines in order.
        let lines: [Line]
    }

    /// The hunks in order; empty when the texts are equal.
    let hunks: [Hunk]

    /// True when the texts are equal.
    var isEmpty: Bool { hunks.isEmpty }

    /// The most lines a side may have before the diff is skipped (a summary hunk instead), so one
    /// huge campaign cannot make a request work without bound.
    static let maximumLines = 20_000

    /// The most lines one diff shows; past it a last hunk says how many were left out.
    static let maximumOutputLines = 400
    /// The longest line shown, in characters; a longer one ends with how much was cut.
    static let maximumLineLength = 2_000

    /// Diffs `old` against `new`, keeping `context` unchanged lines around each change. The
    /// output is bounded by `maximumOutputLines` and `maximumLineLength`, so a diff of huge
    /// campaigns stays a page, not hundreds of megabytes.
    init(old: String, new: String, context: Int = 3) {
        let before = old.isEmpty ? [] : old.components(separatedBy: "\n")
        let after = new.isEmpty ? [] : new.components(separatedBy: "\n")
        guard before.count <= Self.maximumLines, after.count <= Self.maximumLines else {
            let note = "(\(before.count) → \(after.count) lines: too large to compare line by line)"
            hunks = before == after ? [] : [Hunk(header: "@@ \(note) @@", lines: [])]
            return
        }
        hunks = Self.bounded(Self.hunks(Self.script(before: before, after: after), context: context))
    }

    /// The hunks cut to `maximumOutputLines` lines of at most `maximumLineLength` characters.
    private static func bounded(_ hunks: [Hunk]) -> [Hunk] {
        var budget = maximumOutputLines
        var result: [Hunk] = []
        var omitted = 0
        for hunk in hunks {
            let lines = hunk.lines.prefix(max(0, budget)).map { line in
                line.text.count <= maximumLineLength
                    ? line
                    : Line(
                        change: line.change,
                        sign: line.sign,
                        text: "\(line.text.prefix(maximumLineLength))… (\(line.text.count - maximumLineLength) more characters)"
                    )
            }
            omitted += hunk.lines.count - lines.count
            budget -= lines.count
            if !lines.isEmpty { result.append(Hunk(header: hunk.header, lines: lines)) }
        }
        if omitted > 0 { result.append(Hunk(header: "@@ \(omitted) more lines not shown @@", lines: [])) }
        return result
    }

    /// The pretty wire JSON of a campaign as the diff shows it: colours as `#AARRGGBB`.
    static func text(of campaign: Campaign) -> String {
        JSONWriter.write(readable(campaign.wireValue), pretty: true, leadingKeys: Campaign.wireLeadingKeys)
    }

    /// One edit: a line of the old text, the new text, or both.
    private struct Edit {
        let line: Line
        /// The one-based line numbers in the old and new text (the next one for the side it is absent from).
        let oldNumber: Int, newNumber: Int
    }

    /// Every line of both texts in order, removals of a change before its additions.
    private static func script(before: [String], after: [String]) -> [Edit] {
        let difference = after.difference(from: before)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < before.count || j < after.count {
            if i < before.count, removed.contains(i) {
                edits.append(Edit(line: Line(change: "removed", sign: "-", text: before[i]), oldNumber: i + 1, newNumber: j + 1))
                i += 1
            } else if j < after.count, inserted.contains(j) || i == before.count {
                edits.append(Edit(line: Line(change: "added", sign: "+", text: after[j]), oldNumber: i + 1, newNumber: j + 1))
                j += 1
            } else {
                edits.append(Edit(line: Line(change: "same", sign: " ", text: before[i]), oldNumber: i + 1, newNumber: j + 1))
                i += 1
                j += (j < after.count ? 1 : 0)
            }
        }
        return edits
    }

    /// Groups the changed edits with `context` lines around them; changes closer than twice the
    /// context share a hunk.
    private static func hunks(_ edits: [Edit], context: Int) -> [Hunk] {
        let changed = edits.indices.filter { edits[$0].line.change != "same" }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...range.upperBound
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { range in
            let slice = edits[range]
            let oldCount = slice.filter { $0.line.change != "added" }.count
            let newCount = slice.filter { $0.line.change != "removed" }.count
            let first = slice.first!
            let oldStart = oldCount == 0 ? first.oldNumber - 1 : first.oldNumber
            let newStart = newCount == 0 ? first.newNumber - 1 : first.newNumber
            return Hunk(header: "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@", lines: slice.map(\.line))
        }
    }

    /// The wire keys whose integer values are ARGB colours.
    private static let colourKeys: Set<String> = [
        "bg_color", "text_color", "icon_color", "icon_bg_color", "header_text_color", "close_btn_color", "frame_color",
        "border_color",
    ]

    /// `value` with every colour integer written as `#AARRGGBB`.
    private static func readable(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members):
            var result: JSONObject = [:]
            for (key, member) in members {
                if colourKeys.contains(key), case .int(let number) = member {
                    let digits = String(UInt32(truncatingIfNeeded: number), radix: 16, uppercase: true)
                    result[key] = .string("#" + String(repeating: "0", count: 8 - digits.count) + digits)
                } else {
                    result[key] = readable(member)
                }
            }
            return .object(result)
        case .array(let items):
            return .array(items.map(readable))
        default:
            return value
        }
    }
}
