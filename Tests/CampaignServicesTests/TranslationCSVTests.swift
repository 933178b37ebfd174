import CampaignServices
import Foundation
import InAppMessaging
import Testing

/// Translations as CSV: `id,<locale>,…`, a row per id, RFC 4180 quoting, and every refusal located.
@Suite struct TranslationCSVTests {
    static let table = TranslationTable([
        "fr": ["head": "Soldes, \"printemps\"", "body": "Ligne 1\nLigne 2"],
        "ja": ["head": "春のセール"],
        "de": [:],
    ])

    @Test func writesTheHeaderThenARowPerIDInTheMessagesOrder() {
        let csv = TranslationCSV.write(Self.table, ids: ["head", "body", "cta"])
        #expect(
            csv == "id,de,fr,ja\r\nhead,,\"Soldes, \"\"printemps\"\"\",春のセール\r\nbody,,\"Ligne 1\nLigne 2\",\r\ncta,,,\r\n"
        )
        #expect(TranslationCSV.write(TranslationTable(["fr": ["old": "x"]]), ids: ["new"]) == "id,fr\r\nnew,\r\nold,x\r\n")
    }

    @Test func roundTrips() throws {
        let csv = TranslationCSV.write(Self.table, ids: ["head", "body"])
        #expect(try TranslationCSV.read(Data(csv.utf8)) == Self.table)
    }

    /// A text a spreadsheet would run as a formula goes out after a `'` and comes back as it was.
    @Test func formulasAreNeutralisedOnTheWayOutAndRestoredOnTheWayIn() throws {
        let texts = ["=HYPERLINK(\"http://x.example\",\"win\")", "@SUM(A1)", "+cmd|' /C calc'!A0", "-2+3", "\tx", "'quoted", "'=kept", "plain"]
        let table = TranslationTable(["fr": Dictionary(uniqueKeysWithValues: texts.enumerated().map { ("t\($0.offset)", $0.element) })])
        let ids = texts.indices.map { "t\($0)" }
        let csv = TranslationCSV.write(table, ids: ids)
        let cells = csv.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",", maxSplits: 1).last.map(String.init) ?? "" }
        #expect(cells[0] == "\"'=HYPERLINK(\"\"http://x.example\"\",\"\"win\"\")\"")
        #expect(cells[1] == "'@SUM(A1)" && cells[3] == "'-2+3" && cells[5] == "''quoted" && cells[7] == "plain")
        #expect(try TranslationCSV.read(Data(csv.utf8)) == table)
        // A `'` a translator typed before ordinary text stays.
        #expect(try TranslationCSV.read(Data("id,fr\nt,'hello\n".utf8)) == TranslationTable(["fr": ["t": "'hello"]]))
    }

    @Test func readsLFAndCRLFAByteOrderMarkAndBlankLines() throws {
        let expected = TranslationTable(["fr": ["a": "Un"], "pt_BR": ["a": "Um", "b": " dois "]])
        #expect(try TranslationCSV.read(Data("id,fr,pt_BR\na,Un,Um\nb,, dois \n".utf8)) == expected)
        #expect(try TranslationCSV.read(Data("\u{FEFF}id,fr,pt_BR\r\n\r\na,Un,Um\r\nb,,\" dois \"".utf8)) == expected)
        #expect(try TranslationCSV.read(Data("id\nhead\n".utf8)) == TranslationTable())
    }

    @Test(arguments: [
        ("", 1, "the file is empty"),
        ("name,fr\nhead,x\n", 1, "the header must start with id"),
        ("id,fr,fr\n", 1, "locale fr appears twice"),
        ("id,fr,en gb\n", 1, "\"en gb\" is not a locale"),
        ("id,fr\nhead,x\nbody,y,z\n", 3, "3 fields; the header has 2"),
        ("id,fr\nhead,x\n\nbody\n", 4, "1 fields; the header has 2"),
        ("id,fr\nhead,\"a\nb\"\nbad id,y\n", 4, "\"bad id\" is not a translation id"),
        ("id,fr\nhead,x\nhead,y\n", 3, "id head appears twice (first on line 2)"),
        ("id,fr\nhead,\"never\nclosed\n", 2, "a quoted field is never closed"),
        ("id,fr\nhead,\"x\"y\n", 2, "text after a closing quote"),
        ("id,fr\nhead,x\"y\n", 2, "a quote inside an unquoted field"),
    ])
    func badFilesAreRefusedWithTheirLine(csv: String, line: Int, message: String) {
        #expect(throws: TranslationCSVError.self) { try TranslationCSV.read(Data(csv.utf8)) }
        do {
            _ = try TranslationCSV.read(Data(csv.utf8))
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    @Test func bytesThatAreNotUTF8AreRefusedWithTheirLine() {
        do {
            _ = try TranslationCSV.read(Data("id,fr\nhead,".utf8) + Data([0xFF]) + Data("\n".utf8))
            Issue.record("accepted bytes that are not UTF-8")
        } catch {
            #expect(error == TranslationCSVError(line: 2, "the file is not UTF-8 text"))
        }
    }
}
