import Foundation
import InAppMessaging
import Testing

@testable import Dashboard

/// The revision diff: hunks with context lines, removals before additions, colours in hex.
@Suite struct RevisionDiffTests {
    private static func lines(_ count: Int, changing changes: [Int: String] = [:]) -> String {
        (1...count).map { changes[$0] ?? "line \($0)" }.joined(separator: "\n")
    }

    @Test func changesComeInHunksWithThreeContextLines() {
        let diff = RevisionDiff(old: Self.lines(20), new: Self.lines(20, changing: [5: "five", 16: "sixteen"]))
        #expect(diff.hunks.map(\.header) == ["@@ -2,7 +2,7 @@", "@@ -13,7 +13,7 @@"])
        let first = diff.hunks[0].lines.map { "\($0.sign)\($0.text)" }
        #expect(first == [" line 2", " line 3", " line 4", "-line 5", "+five", " line 6", " line 7", " line 8"])
    }

    @Test func nearbyChangesShareOneHunk() {
        let diff = RevisionDiff(old: Self.lines(12), new: Self.lines(12, changing: [4: "four", 9: "nine"]))
        #expect(diff.hunks.count == 1)
        #expect(diff.hunks[0].header == "@@ -1,12 +1,12 @@")
    }

    @Test func equalTextsHaveNoHunks() {
        #expect(RevisionDiff(old: Self.lines(5), new: Self.lines(5)).isEmpty)
    }

    @Test func additionsAtTheEndAndFromNothing() {
        let appended = RevisionDiff(old: "a\nb", new: "a\nb\nc")
        #expect(appended.hunks.map(\.header) == ["@@ -1,2 +1,3 @@"])
        #expect(appended.hunks[0].lines.last.map { "\($0.sign)\($0.text)" } == "+c")
        let created = RevisionDiff(old: "", new: "x\ny")
        #expect(created.hunks.map(\.header) == ["@@ -0,0 +1,2 @@"])
    }

    @Test func coloursAreShownAsHex() {
        var campaign = Campaign(id: "c", message: .placeholder(.modal))
        campaign.message.themes.light.backgroundColor = ARGBColor(argb: 0x80FF_0000)
        let text = RevisionDiff.text(of: campaign)
        #expect(text.contains("\"bg_color\": \"#80FF0000\""))
        #expect(!text.contains("2164195328"))
        var changed = campaign
        changed.message.themes.light.backgroundColor = ARGBColor(argb: 0xFF00_FF00)
        let diff = RevisionDiff(old: text, new: RevisionDiff.text(of: changed))
        let signs = diff.hunks.flatMap(\.lines).filter { $0.change != "same" }.map { "\($0.sign)\($0.text.trimmingCharacters(in: .whitespaces))" }
        #expect(signs == ["-\"bg_color\": \"#80FF0000\",", "+\"bg_color\": \"#FF00FF00\","])
    }
}
