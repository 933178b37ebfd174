/// One finding in `vitrine validate`'s text report:
/// `file:line:column: severity: message [rule]` (the file's own line and column),
/// `file:path: severity: message [rule]` for a finding of meaning in a JSON file, or
/// `file:path (line L, column C of the value): …` for a finding inside one value of a JSON file
/// (an HTML message's own lines), so a reader never takes one for the other.
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
        if let path {
            text.append(UInt8(ascii: ":"))
            text += path.utf8
            if let line, let column {
                text += " (line \(line), column \(column) of the value)".utf8
            }
        } else if let line, let column {
            text += ":\(line):\(column)".utf8
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
