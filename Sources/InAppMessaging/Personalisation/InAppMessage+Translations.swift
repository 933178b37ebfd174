public import Liquid

extension InAppMessage {
    /// Every `{% translation %}` tag of the message's Liquid fields, in field order, with the
    /// field's wire path; a field that does not parse is left out (its error is a syntax problem).
    public var translationTags: [(path: JSONPath, tag: TranslationTag)] {
        var found: [(path: JSONPath, tag: TranslationTag)] = []
        var copy = self
        copy.rewriteLiquidFields { path, text in
            guard Self.mayHaveLiquid(text), let template = try? LiquidTemplate(parsing: text) else { return nil }
            found += template.translationTags.map { (path, $0) }
            return nil
        }
        return found
    }

    /// The message's translation ids, each once, in the order first met, with its first tag's
    /// default text: the rows of a translation table.
    public var translationIDs: [TranslationTag] {
        var seen: Set<String> = []
        return translationTags.map(\.tag).filter { seen.insert($0.id).inserted }
    }

    /// An error for each tag whose id an earlier field used with a different default text (one
    /// field's own repeats are its syntax errors), at the later tag's field, line and column.
    var translationConflicts: [PersonalisedMessage.Problem] {
        var first: [String: (path: JSONPath, tag: TranslationTag)] = [:]
        var problems: [PersonalisedMessage.Problem] = []
        for (path, tag) in translationTags {
            guard let earlier = first[tag.id] else {
                first[tag.id] = (path, tag)
                continue
            }
            guard earlier.path != path, earlier.tag.defaultText != tag.defaultText else { continue }
            problems.append(
                .init(
                    severity: .error,
                    path: path,
                    line: tag.line,
                    column: tag.column,
                    message: "translation '\(tag.id)' is used twice with different default texts "
                        + "(first in \(earlier.path), line \(earlier.tag.line), column \(earlier.tag.column))"
                )
            )
        }
        return problems
    }
}
