import CSV
public import Foundation
public import InAppMessaging
import Liquid

/// A campaign's translations as CSV, the file translators work in: the header `id,<locale>,…`
/// and a row per translation id, UTF-8, quoted as RFC 4180 says (CSV.swift reads and writes it).
///
/// An empty cell is a missing text (the tag falls back to the default). Reading refuses, with
/// the line, what the library would read leniently: unbalanced quotes and text after a closing
/// quote, then a header other than `id` and distinct valid locales, a row whose field count
/// differs from the header's, and a missing, invalid or repeated id.
///
/// A text a spreadsheet would run as a formula (its first character `=`, `+`, `-`, `@`, a tab or
/// a carriage return) is written after a `'`, as OWASP's advice on CSV injection says, and so is
/// a text that starts with `'` itself; reading removes that one `'` again, so a table comes back
/// exactly as it went out, and a `'` a translator typed before other text stays.
public enum TranslationCSV {
    /// The first characters that make a spreadsheet read a cell as a formula.
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// `text` as a cell: after a `'` when it starts like a formula or with a `'`.
    static func cell(_ text: String) -> String {
        guard let first = text.first, formulaStarts.contains(first) || first == "'" else { return text }
        return "'" + text
    }

    /// The text of `cell`: without the `'` that `cell(_:)` adds.
    static func text(_ cell: String) -> String {
        guard cell.first == "'", let second = cell.dropFirst().first, formulaStarts.contains(second) || second == "'" else { return cell }
        return String(cell.dropFirst())
    }

    /// The media type of the files.
    public static let mediaType = "text/csv; charset=utf-8"

    /// `table` as CSV: the locales sorted, a row for each of `ids` (the message's, in order) and
    /// then for each id only the table has, sorted.
    public static func write(_ table: TranslationTable, ids: [String]) -> String {
        let locales = table.locales
        let rows = ids + table.ids.filter { !ids.contains($0) }
        let stream = OutputStream(toMemory: ())
        // Writing to memory cannot fail; the writer's throwing API is for files and sockets.
        guard let writer = try? CSVWriter(stream: stream, newline: .crlf) else { return "" }
        try? writer.write(row: ["id"] + locales)
        for id in rows {
            try? writer.write(row: [id] + locales.map { cell(table.texts[$0]?[id] ?? "") })
        }
        writer.stream.close()
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return String(decoding: data, as: UTF8.self) + "\r\n"
    }

    /// The table in `data` (UTF-8, a byte order mark allowed); problems are located errors.
    public static func read(_ data: Data) throws(TranslationCSVError) -> TranslationTable {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw TranslationCSVError(line: invalidUTF8Line(bytes), "the file is not UTF-8 text")
        }
        let lines = try recordLines(text)
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text)
        } catch {
            throw TranslationCSVError(line: 1, "the file cannot be read as CSV")
        }
        var records: [(line: Int, fields: [String])] = []
        while let fields = reader.next() {
            let line = records.count < lines.count ? lines[records.count] : (lines.last ?? 1)
            records.append((line, fields))
        }
        return try table(of: records.filter { $0.fields != [""] })
    }

    /// The table of parsed records (blank lines already left out).
    private static func table(of records: [(line: Int, fields: [String])]) throws(TranslationCSVError) -> TranslationTable {
        guard let header = records.first else { throw TranslationCSVError(line: 1, "the file is empty: expected the header id,<locale>,…") }
        guard header.fields.first?.trimmingCharacters(in: .whitespaces) == "id" else {
            throw TranslationCSVError(line: header.line, "the header must start with id, then one column per locale (id,fr,pt_BR)")
        }
        let locales = header.fields.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        var seenLocales: Set<String> = []
        for locale in locales {
            guard TranslationTable.isValidLocale(locale) else {
                let name = locale.prefix(40)
                throw TranslationCSVError(line: header.line, "\"\(name)\" is not a locale (letters, digits, _ and -, such as fr or pt_BR)")
            }
            guard seenLocales.insert(locale).inserted else { throw TranslationCSVError(line: header.line, "locale \(locale) appears twice") }
        }
        guard locales.count <= TranslationTable.maxLocales else {
            throw TranslationCSVError(line: header.line, "\(locales.count) locales; the limit is \(TranslationTable.maxLocales)")
        }
        var texts = Dictionary(uniqueKeysWithValues: locales.map { ($0, [String: String]()) })
        var seenIDs: [String: Int] = [:]
        for record in records.dropFirst() {
            guard record.fields.count == header.fields.count else {
                throw TranslationCSVError(line: record.line, "\(record.fields.count) fields; the header has \(header.fields.count)")
            }
            let id = record.fields[0].trimmingCharacters(in: .whitespaces)
            guard TranslationTag.isValidID(id) else {
                throw TranslationCSVError(line: record.line, "\"\(id.prefix(40))\" is not a translation id (letters, digits, _ and -)")
            }
            if let first = seenIDs[id] { throw TranslationCSVError(line: record.line, "id \(id) appears twice (first on line \(first))") }
            seenIDs[id] = record.line
            for (locale, text) in zip(locales, record.fields.dropFirst()) where !text.isEmpty {
                texts[locale]?[id] = Self.text(text)
            }
        }
        return TranslationTable(texts)
    }

    /// The first line of each record, checking the quoting the library would read leniently: a
    /// quote opens a field only at its start, closes it only before a comma or a line end, and
    /// doubles inside it.
    private static func recordLines(_ text: String) throws(TranslationCSVError) -> [Int] {
        var starts: [Int] = []
        var line = 1
        var atRecordStart = true
        var atFieldStart = true
        var quotedSince: Int?
        var afterClosingQuote = false
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if atRecordStart {
                starts.append(line)
                atRecordStart = false
            }
            let isBreak = scalar == "\n" || scalar == "\r"
            if isBreak, scalar == "\r", scalars.first == "\n" { scalars.removeFirst() }
            if quotedSince != nil {
                if scalar == "\"" {
                    if scalars.first == "\"" {
                        scalars.removeFirst()
                    } else {
                        quotedSince = nil
                        afterClosingQuote = true
                    }
                } else if isBreak {
                    line += 1
                }
                continue
            }
            if afterClosingQuote, scalar != ",", !isBreak {
                throw TranslationCSVError(line: line, "text after a closing quote: a quoted field ends at a comma or the end of its line")
            }
            afterClosingQuote = false
            if scalar == "\"" {
                guard atFieldStart else {
                    throw TranslationCSVError(line: line, "a quote inside an unquoted field: quote the whole field and double its quotes")
                }
                quotedSince = line
                atFieldStart = false
                continue
            }
            atFieldStart = scalar == "," || isBreak
            if isBreak {
                line += 1
                atRecordStart = true
            }
        }
        if let opened = quotedSince { throw TranslationCSVError(line: opened, "a quoted field is never closed") }
        return starts
    }

    /// The line of the first byte that is not UTF-8.
    private static func invalidUTF8Line(_ bytes: Data.SubSequence) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var line = 1
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            if scalar.count == 1, scalar.first == UInt8(ascii: "\n") { line += 1 }
        }
        return line
    }
}
