import CampaignServices
import Foundation
import InAppMessaging

/// The report of `vitrine validate` in each format: text, JSON, JUnit XML and SARIF 2.1.0.
public struct ValidationReport: Sendable {
    /// Each file read, with its findings.
    var results: [(file: String, findings: [FileValidation.Finding])]
    /// The least severity that fails (JUnit failures).
    var failOn: FileValidation.FailOn

    /// The report in `format`.
    func render(_ format: FileValidation.Format) -> String {
        switch format {
        case .text: return text
        case .json: return json
        case .junit: return junit
        case .sarif: return sarif
        }
    }

    /// `file:line:column: severity: message [rule]`, or `file:path: …` for a finding of meaning;
    /// a finding of one locale's layout says `[de] ` before its message.
    private var text: String {
        var text: [UInt8] = []
        for finding in results.lazy.flatMap(\.findings) {
            Self.append(finding, to: &text)
            text.append(UInt8(ascii: "\n"))
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// One finding as a text line (no newline).
    private static func line(_ finding: FileValidation.Finding) -> String {
        var line: [UInt8] = []
        append(finding, to: &line)
        return String(decoding: line, as: UTF8.self)
    }

    /// Appends `finding`'s line to `text` as UTF-8 (`ReportLine`, which the `vitrine` front uses).
    private static func append(_ finding: FileValidation.Finding, to text: inout [UInt8]) {
        ReportLine.append(
            file: finding.file,
            line: finding.line,
            column: finding.column,
            path: finding.path,
            severity: finding.severity,
            message: finding.diagnostic.localisedMessage,
            rule: finding.rule.rawValue,
            to: &text
        )
    }

    private var json: String {
        let objects: [JSONValue] = results.flatMap(\.findings).map { finding in
            var members: JSONObject = [
                "file": .string(finding.file), "severity": .string(finding.severity), "rule": .string(finding.rule.rawValue),
                "message": .string(finding.message),
            ]
            if let line = finding.line { members["line"] = .int(line) }
            if let column = finding.column { members["column"] = .int(column) }
            if let path = finding.path { members["path"] = .string(path) }
            if let locale = finding.diagnostic.locale { members["locale"] = .string(locale) }
            return .object(members)
        }
        return JSONWriter.write(
            .array(objects),
            pretty: true,
            leadingKeys: ["file", "line", "column", "path", "locale", "severity", "rule", "message"]
        ) + "\n"
    }

    private var junit: String {
        let failures = results.filter { $0.findings.contains { $0.fails(failOn) } }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"vitrine validate\" tests=\"\(results.count)\" failures=\"\(failures)\">\n"
        xml += "  <testsuite name=\"vitrine validate\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for (file, findings) in results {
            xml += "    <testcase classname=\"vitrine.validate\" name=\"\(Self.xml(file))\">"
            let failing = findings.filter { $0.fails(failOn) }
            if !failing.isEmpty {
                let summary = "\(failing.count) finding\(failing.count == 1 ? "" : "s") at or above \(failOn.rawValue)"
                xml += "\n      <failure message=\"\(Self.xml(summary))\" type=\"\(Self.xml(failing[0].rule.rawValue))\">"
                xml += Self.xml(
                    failing.map { Self.line($0) }.joined(separator: "\n")
                )
                xml += "</failure>\n    "
            }
            let others = findings.filter { !$0.fails(failOn) }
            if !others.isEmpty {
                xml +=
                    "<system-out>\(Self.xml(others.map { Self.line($0) }.joined(separator: "\n")))</system-out>"
            }
            xml += "</testcase>\n"
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    private var sarif: String {
        let findings = results.flatMap(\.findings)
        let rules = Array(Set(findings.map(\.rule))).sorted { $0.rawValue < $1.rawValue }
        let sarifResults: [JSONValue] = findings.map { finding in
            var physical: JSONObject = ["artifactLocation": .object(["uri": .string(finding.file)])]
            if let line = finding.line, let column = finding.column {
                physical["region"] = .object(["startLine": .int(max(line, 1)), "startColumn": .int(max(column, 1))])
            }
            var location: JSONObject = ["physicalLocation": .object(physical)]
            if let path = finding.path { location["logicalLocations"] = .array([.object(["fullyQualifiedName": .string(path), "kind": "member"])]) }
            return .object([
                "ruleId": .string(finding.rule.rawValue),
                "ruleIndex": .int(rules.firstIndex(of: finding.rule) ?? 0),
                "level": .string(finding.severity == "error" ? "error" : finding.severity == "warning" ? "warning" : "note"),
                "message": .object(["text": .string(finding.diagnostic.localisedMessage)]),
                "locations": .array([.object(location)]),
            ])
        }
        let driver: JSONValue = .object([
            "name": "vitrine",
            "informationUri": "https://github.com/vitrine/vitrine",
            "version": .string(Release.version),
            "rules": .array(rules.map { .object(["id": .string($0.rawValue), "shortDescription": .object(["text": .string($0.summary)])]) }),
        ])
        let document: JSONValue = .object([
            "version": "2.1.0",
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "runs": .array([.object(["tool": .object(["driver": driver]), "results": .array(sarifResults)])]),
        ])
        return JSONWriter.write(document, pretty: true, leadingKeys: ["version", "$schema", "ruleId", "level", "message"]) + "\n"
    }

    /// Text escaped for XML attributes and content.
    public static func xml(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\n", "\t": escaped.unicodeScalars.append(scalar)
            default:
                // XML 1.0 has no other control characters.
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
                    escaped += "\u{FFFD}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
