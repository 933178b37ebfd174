import InAppMessaging

/// The report of `vitrine check` as text, JSON or JUnit XML.
struct CheckReport {
    /// One scenario file: its result, or why it could not be checked.
    struct Outcome {
        var file: String
        var result: ScenarioResult?
        var error: String?
    }

    /// Every file, in order.
    var outcomes: [Outcome]
    /// How many mismatches a file's report lists at most.
    var maxMismatches = 10

    /// 2 when a file could not be checked, else 1 when one failed, else 0.
    var exitCode: Int32 {
        if outcomes.contains(where: { $0.error != nil }) { return 2 }
        return outcomes.contains { $0.result?.passed == false } ? 1 : 0
    }

    /// The report in `format`.
    func render(_ format: CheckCommand.Format) -> String {
        switch format {
        case .text:
            return outcomes.map { outcome in
                (outcome.error ?? outcome.result.map { Scenario.reportLine(path: outcome.file, result: $0, maxMismatches: maxMismatches) } ?? "")
                    + "\n"
            }.joined()
        case .json:
            let items: [JSONValue] = outcomes.map { outcome in
                var members: JSONObject = ["file": .string(outcome.file), "passed": .bool(outcome.result?.passed == true)]
                if let result = outcome.result { members["entries"] = .int(result.observed.count) }
                if let result = outcome.result, let mismatch = result.mismatch {
                    members["mismatch"] = .string(mismatch.description)
                    members["mismatch_count"] = .int(result.mismatches.count)
                    members["mismatches"] = .array(result.mismatches.prefix(maxMismatches).map { .string($0.description) })
                }
                if let error = outcome.error { members["error"] = .string(error) }
                return .object(members)
            }
            return JSONWriter.write(.array(items), pretty: true, leadingKeys: ["file", "passed", "entries", "mismatch_count", "mismatch"]) + "\n"
        case .junit:
            let failures = outcomes.filter { $0.result?.passed == false }.count
            let errors = outcomes.filter { $0.error != nil }.count
            var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            xml += "<testsuite name=\"vitrine check\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
            for outcome in outcomes {
                xml += "  <testcase classname=\"vitrine.check\" name=\"\(ValidationReport.xml(outcome.file))\">"
                if let result = outcome.result, let mismatch = result.mismatch {
                    let listed = Scenario.reportLine(path: outcome.file, result: result, maxMismatches: maxMismatches)
                    xml += "<failure message=\"\(ValidationReport.xml(mismatch.description))\">\(ValidationReport.xml(listed))</failure>"
                } else if let error = outcome.error {
                    xml += "<error message=\"\(ValidationReport.xml(error))\"/>"
                }
                xml += "</testcase>\n"
            }
            return xml + "</testsuite>\n"
        }
    }
}
