import InAppMessaging

extension StructureChecker {
    /// What closed an element implicitly, formatted only when it is reported.
    struct CloseReason {
        /// The name of the tag that closed it, or nil for the end of the document.
        var name: String?
        /// Whether that tag is an end tag.
        var isEndTag = false
        /// Where that tag is, if it is a tag.
        var offset: Int?

        /// The end of the document.
        static let endOfDocument = CloseReason(name: nil, offset: nil)
    }

    /// Handles an end tag.
    mutating func endTag(name: String, offset: Int) {
        if overflowDepth > 0 {
            guard name == "body" || name == "html" else {
                overflowDepth -= 1
                return
            }
            overflowDepth = 0
        }
        let kind = ElementKind.of(name)
        if let top = stack.last, top.namespace != .html {
            var index = stack.count - 1
            while index >= 0, stack[index].namespace != .html {
                if stack[index].name == name {
                    closeElements(from: index, reportTarget: false, reason: CloseReason(name: name, isEndTag: true, offset: offset))
                    return
                }
                index -= 1
            }
        }
        switch name {
        case "html", "body":
            endBody(name: name, offset: offset)
        case "head":
            if let top = stack.last, top.name == "head" {
                stack.removeLast()
                mode = .afterHead
            } else {
                report(offset, .warning, .strayEndTag, "</head> does not close an open <head>; browsers ignore it")
            }
        default:
            if kind.contains(.void) {
                report(offset, .warning, .strayEndTag, "<\(name)> is a void element and has no end tag; browsers ignore </\(name)>")
            } else if let index = indexInScope(of: name, kind: kind, buttonScope: name == "p") {
                closeElements(from: index, reportTarget: false, reason: CloseReason(name: name, isEndTag: true, offset: offset))
            } else if name == "p" {
                report(offset, .warning, .strayEndTag, "</p> has no open <p>: browsers insert an empty paragraph here")
            } else {
                report(offset, .warning, .strayEndTag, "</\(name)> has no matching open <\(name)>; browsers ignore it")
            }
        }
    }

    /// Reports what is still open at the end of the document (unless it was cut off).
    mutating func finish(truncated: Bool) {
        overflowDepth = 0
        guard !truncated else { return }
        for element in stack.reversed() where requiresEndTag(element) {
            reportUnclosed(element, reason: .endOfDocument, severity: .warning)
        }
        stack.removeAll()
    }

    /// Closes `stack[index...]`, reporting every element above `index` (and the target itself
    /// when `reportTarget`) whose end tag HTML5 requires.
    ///
    /// Elements left open until `</body>` or the end of the document are warnings: browsers
    /// close them there and build the same tree. Elements closed early by another element's tag
    /// are errors: the tree differs from what the markup says.
    mutating func closeElements(
        from index: Int,
        reportTarget: Bool,
        reason: CloseReason,
        severity: HTMLDiagnostic.Severity = .error
    ) {
        var position = stack.count - 1
        while position > index {
            if requiresEndTag(stack[position]) { reportUnclosed(stack[position], reason: reason, severity: severity) }
            position -= 1
        }
        if reportTarget, requiresEndTag(stack[index]) {
            reportUnclosed(stack[index], reason: reason, severity: severity)
        }
        stack.removeSubrange(index...)
    }

    /// Applies the start-tag side effects of HTML5 tree building: `<div>` closes an open `<p>`,
    /// `<li>` closes the previous `<li>`, `<td>` the previous cell, and so on.
    mutating func closeImpliedElements(before tag: HTMLStartTag) {
        let name = tag.name
        let reason = CloseReason(name: name, offset: tag.offset)
        if tag.kind.contains(.closesParagraph), let index = indexInScope(of: "p", buttonScope: true) {
            closeElements(from: index, reportTarget: false, reason: reason)
        }
        if tag.kind.contains(.heading), let top = stack.last, top.kind.contains(.heading) {
            closeElements(from: stack.count - 1, reportTarget: true, reason: reason)
        }
        if name == "a", let index = openFormattingElement("a") {
            reportUnclosed(stack[index], reason: reason)
            stack.remove(at: index)
        }
        if name == "button", let index = indexInScope(of: "button") {
            closeElements(from: index, reportTarget: true, reason: reason)
        }
        while tag.kind.contains(.closesSibling), let index = implicitlyClosedIndex(by: name, kind: tag.kind) {
            closeElements(from: index, reportTarget: false, reason: reason)
        }
    }

    /// Pops SVG/MathML elements when an HTML element such as `<div>` appears inside them.
    mutating func closeForeignElements(before tag: HTMLStartTag) {
        guard
            let index = stack.lastIndex(where: {
                $0.namespace == .html || $0.kind.contains(.integrationPoint)
            })
        else {
            closeElements(from: 0, reportTarget: true, reason: CloseReason(name: tag.name, offset: tag.offset))
            return
        }
        if index + 1 < stack.count {
            closeElements(from: index + 1, reportTarget: true, reason: CloseReason(name: tag.name, offset: tag.offset))
        }
    }

    private mutating func endBody(name: String, offset: Int) {
        guard mode != .afterBody else { return }
        if mode != .inBody { beginBodyIfNeeded(at: offset) }
        if let index = stack.lastIndex(where: { $0.name == "body" && $0.namespace == .html }) {
            if index + 1 < stack.count {
                closeElements(
                    from: index + 1,
                    reportTarget: true,
                    reason: CloseReason(name: name, isEndTag: true, offset: offset),
                    severity: .warning
                )
            }
        }
        mode = .afterBody
    }

    private mutating func beginBodyIfNeeded(at offset: Int) {
        text(blank: false, offset: offset)
    }

    private mutating func reportUnclosed(
        _ element: OpenElement,
        reason: CloseReason,
        severity: HTMLDiagnostic.Severity = .error
    ) {
        guard !findings.isFull else { return findings.omit(severity) }
        var cause = "the end of the document"
        if let name = reason.name {
            cause = reason.isEndTag ? "</\(name)>" : "<\(name)>"
            if let offset = reason.offset { cause += " on \(lineOf(offset))" }
        }
        var message = "<\(element.name)> is never closed: \(cause) ends it implicitly; add </\(element.name)>"
        if element.selfClosingIgnored {
            message += " (a trailing /> does not close non-void HTML elements)"
        }
        report(element.offset, severity, .unclosedElement, message)
    }

    /// Whether HTML5 reports a parse error when `element` is closed without its end tag.
    func requiresEndTag(_ element: OpenElement) -> Bool {
        if element.implicit { return false }
        if element.namespace != .html { return true }
        return !element.kind.contains(.optionalEndTag)
    }

    /// The index of the topmost HTML element called `name` that is "in scope".
    func indexInScope(of name: String, kind: ElementKind? = nil, buttonScope: Bool = false) -> Int? {
        let tableScoped = name == "table" || (kind ?? ElementKind.of(name)).contains(.tableStructure)
        var index = stack.count - 1
        while index >= 0 {
            let element = stack[index]
            if element.namespace == .html, element.name == name { return index }
            if element.namespace == .html {
                if tableScoped {
                    if ["table", "template", "html"].contains(element.name) { return nil }
                } else if element.kind.contains(.scopeBoundary)
                    || (buttonScope && element.name == "button")
                    || (name == "li" && (element.name == "ul" || element.name == "ol"))
                {
                    return nil
                }
            } else if element.kind.contains(.integrationPoint) {
                return nil
            }
            index -= 1
        }
        return nil
    }

    private func openFormattingElement(_ name: String) -> Int? {
        var index = stack.count - 1
        while index >= 0 {
            let element = stack[index]
            if element.namespace == .html, element.name == name { return index }
            if element.namespace == .html, element.kind.contains(.scopeBoundary) { return nil }
            index -= 1
        }
        return nil
    }

    /// The open element that a start tag `name` closes implicitly (`<li>` closes an open `<li>`).
    private func implicitlyClosedIndex(by name: String, kind: ElementKind) -> Int? {
        let isTable = kind.contains(.tableStructure)
        let isList = ["li", "dt", "dd"].contains(name)
        var index = stack.count - 1
        while index >= 0 {
            let element = stack[index]
            guard element.namespace == .html else { return nil }
            if element.kind.contains(.optionalEndTag),
                ElementCatalog.implicitlyClosedBy[element.name]?.contains(name) == true
            {
                return index
            }
            if isTable {
                if ["table", "template", "html"].contains(element.name) { return nil }
            } else if isList {
                if element.kind.contains(.special), !["address", "div", "p"].contains(element.name) {
                    return nil
                }
            } else if ["option", "optgroup"].contains(name) || ["rb", "rt", "rp", "rtc"].contains(name) {
                if name.hasPrefix("o") || element.name == "ruby" { return nil }
            } else {
                return nil
            }
            index -= 1
        }
        return nil
    }
}
