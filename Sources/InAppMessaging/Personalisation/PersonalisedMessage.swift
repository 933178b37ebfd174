public import Liquid

/// A message after its Liquid ran: the rendered message, or the reason a template aborted it,
/// and every Liquid problem with the field's wire path and the line and column in that field.
public struct PersonalisedMessage: Sendable {
    /// One Liquid error (the field keeps its source text) or warning.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// Error (the field could not be parsed or rendered) or warning.
        public var severity: MessageDiagnostic.Severity
        /// The field's wire path (`header`, `btns[0].text`, `extras.promo`).
        public var path: JSONPath
        /// 1-based line in the field's text.
        public var line: Int
        /// 1-based column in that line.
        public var column: Int
        /// What went wrong.
        public var message: String

        /// `header, line 1, column 4: unknown filter "shout"`.
        public var description: String { "\(path), line \(line), column \(column): \(message)" }

        /// The problem as a diagnostic, rule `liquid-error` or `liquid-warning`.
        public var diagnostic: MessageDiagnostic {
            MessageDiagnostic(
                severity: severity,
                path: path,
                rule: severity == .error ? .liquidError : .liquidWarning,
                message: "Liquid, line \(line), column \(column): \(message)"
            )
        }
    }

    /// The message with every field rendered (fields with errors keep their source).
    public var message: InAppMessage
    /// Set when `{% abort_message %}` ran: the message must not be shown.
    public var abortReason: String?
    /// Set when the render ran past the request's Liquid budget: rendering stopped there (the
    /// fields keep their source) and the message must not be shown.
    public var budgetExceeded: LiquidBudget.Resource?
    /// Errors and warnings, in field order.
    public var problems: [Problem]
    /// The user's variables the Liquid read that had no value, as Braze writes them
    /// (`${first_name}`, `custom_attribute.${plan}`, `most_recently_used_device.${model}`), each
    /// once, in field order: a preview without a user names them.
    public var unsetUserVariables: [String] = []
    /// The locale the message rendered in (`Personalisation.activeLocale`); nil when none was
    /// chosen (default texts).
    public var locale: String?
    /// Translation ids shown with their default text because `locale` has no text for them
    /// (nor its fallbacks), in the order first met: a note, never an error.
    public var untranslated: [String] = []
}

extension InAppMessage {
    /// Renders every Liquid field (see `rewriteLiquidFields`) with `personalisation`, every
    /// field drawing from one budget (`personalisation.budget`). A message with no `{{` or `{%`
    /// comes back as it is. The first `abort_message`, or running past the budget, stops rendering.
    public func personalised(with personalisation: Personalisation) -> PersonalisedMessage {
        // The context is built at the first field with Liquid: a message without any costs one scan.
        var context: LiquidContext?
        var problems: [PersonalisedMessage.Problem] = []
        var abortReason: String?
        var unsetUserVariables: [String] = []
        var unsetSeen: Set<String> = []
        var untranslated: [String] = []
        let budget = LiquidBudget(limits: personalisation.budget)
        var rendered = self
        rendered.rewriteLiquidFields { path, text in
            guard abortReason == nil, budget.exceeded == nil, Self.mayHaveLiquid(text) else { return nil }
            do throws(LiquidError) {
                var liquid = context ?? personalisation.liquidContext
                liquid.budget = budget
                context = liquid
                let result = try LiquidTemplate(parsing: text).render(liquid)
                problems += result.warnings.map { .init(severity: .warning, path: path, line: $0.line, column: $0.column, message: $0.message) }
                for variable in result.unsetVariables.compactMap(Self.userVariable) where unsetSeen.insert(variable).inserted {
                    unsetUserVariables.append(variable)
                }
                for id in result.untranslated where !untranslated.contains(id) { untranslated.append(id) }
                if let reason = result.abortReason {
                    abortReason = reason
                    return nil
                }
                return result.text
            } catch {
                problems.append(.init(severity: .error, path: path, line: error.line, column: error.column, message: error.message))
                return nil
            }
        }
        if budget.warningsDropped > 0 {
            let dropped = budget.warningsDropped
            problems.append(
                .init(severity: .warning, path: .root, line: 1, column: 1, message: "\(dropped) more warning\(dropped == 1 ? "" : "s") not listed")
            )
        }
        let shown = abortReason == nil && budget.exceeded == nil
        return PersonalisedMessage(
            message: shown ? rendered : self,
            abortReason: abortReason,
            budgetExceeded: budget.exceeded,
            problems: problems,
            unsetUserVariables: unsetUserVariables,
            locale: personalisation.activeLocale,
            untranslated: untranslated
        )
    }

    /// A variable read without a value (as the Liquid engine writes it back) when it is the
    /// user's: a standard attribute, a custom attribute or the device, written as Braze writes
    /// it; nil for any other variable.
    static func userVariable(_ source: String) -> String? {
        if source.hasPrefix("${") { return source }
        for root in ["custom_attribute", "most_recently_used_device"] where source.hasPrefix(root + ".") {
            let rest = source.dropFirst(root.count + 1)
            let end = rest.firstIndex(where: { $0 == "." || $0 == "[" }) ?? rest.endIndex
            guard end > rest.startIndex else { return nil }
            return "\(root).${\(rest[..<end])}" + rest[end...]
        }
        return nil
    }

    /// Liquid syntax errors of every field, without rendering (the editor's and the validator's
    /// check), then translation ids that two fields use with different default texts.
    public var liquidSyntaxProblems: [PersonalisedMessage.Problem] {
        var problems: [PersonalisedMessage.Problem] = []
        var copy = self
        copy.rewriteLiquidFields { path, text in
            guard Self.mayHaveLiquid(text) else { return nil }
            do throws(LiquidError) {
                _ = try LiquidTemplate(parsing: text)
            } catch {
                problems.append(.init(severity: .error, path: path, line: error.line, column: error.column, message: error.message))
            }
            return nil
        }
        return problems + translationConflicts
    }
}
