/// One finding in `vitrine validate`'s text report:
/// `file:line:column: severity: message [rule]`, or `file:path: severity: message [rule]` for a
/// finding of meaning in a JSON file.
public enum ReportLine {
    /// Appends the line (without its newline) to `text` as UTF-8, piece by piece: interpolating
    /// each line costs three times as much, which a report of hundreds of findings feels in a
    /// hook's run.
    public static func append(
        file: String,
        line: Int?,
        column: Int?,
        path: String?,
        severity: String,
        message: String,
        rule: String,
        to text: inout [UInt8]
    ) {
        text += file.utf8
        if let line, let column {
            text += ":\(line):\(column)".utf8
        }
        if let path {
            text.append(UInt8(ascii: ":"))
            text += path.utf8
        }
        text += ": ".utf8
        text += severity.utf8
        text += ": ".utf8
        text += message.utf8
        text += " [".utf8
        text += rule.utf8
        text.append(UInt8(ascii: "]"))
    }
}
