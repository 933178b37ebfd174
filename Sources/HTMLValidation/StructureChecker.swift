import InAppMessaging

/// Replays a simplified HTML5 tree construction over the tokens to find what libxml2's
/// HTML4-era parser misses or misreports: elements left open, stray end tags, a misplaced
/// `<head>`, unknown elements, duplicate ids.
struct StructureChecker {
    /// The namespace an element lives in.
    enum Namespace: Equatable {
        case html, svg, math
    }

    /// An element on the stack of open elements.
    struct OpenElement {
        var name: String
        var offset: Int
        var namespace: Namespace
        /// What the catalog knows about the name.
        var kind: ElementKind = []
        /// Inserted by the parser without a start tag (`<body>` when content starts).
        var implicit = false
        /// Written `<div/>`: HTML ignores the slash on non-void elements.
        var selfClosingIgnored = false
    }

    /// Where the document is in the html/head/body skeleton.
    enum Mode {
        case initial, inHead, afterHead, inBody, afterBody
    }

    /// Diagnostics found so far, at byte offsets.
    var findings = FindingList()
    /// The stack of open elements.
    var stack: [OpenElement] = []
    /// The deepest the stack may grow; deeper elements are counted in `overflowDepth` only.
    var maxDepth = 512
    /// How many elements are open beyond `maxDepth`: their structure is not checked, and each
    /// end tag while it is positive closes one of them.
    var overflowDepth = 0
    /// The skeleton position.
    var mode: Mode = .initial
    /// Offset of the `<head>` start tag, if any.
    private(set) var headOffset: Int?
    /// Offset of the `<body>` start tag, or of the first body content.
    private(set) var bodyOffset: Int?
    /// Whether a DOCTYPE was seen.
    private(set) var sawDoctype = false
    /// Whether anything but comments, whitespace and a DOCTYPE was seen.
    private(set) var sawContent = false
    private var reportedContentAfterBody = false
    private var reportedMissingDoctype = false
    private var reportedNestingTooDeep = false
    /// The first offset of every id seen.
    var ids: [String: Int] = [:]
    /// Converts offsets in messages that mention another position.
    let source: SourceMap
    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>

    /// Creates a checker for one document.
    init(bytes: UnsafeBufferPointer<UInt8>, source: SourceMap) {
        self.bytes = bytes
        self.source = source
    }

    /// Whether new start tags are currently in SVG or MathML content (CDATA allowed).
    var inForeignContent: Bool {
        guard let top = stack.last else { return false }
        return top.namespace != .html && !top.kind.contains(.integrationPoint)
    }

    /// Records a finding; its message is built only if the list keeps it.
    mutating func report(
        _ offset: Int,
        _ severity: HTMLDiagnostic.Severity,
        _ rule: RuleID,
        _ message: @autoclosure () -> String
    ) {
        // The message may read `self` (a line number): build it before `findings` is modified.
        guard !findings.isFull else { return findings.omit(severity) }
        let text = message()
        findings.append(Finding(offset: offset, rule: rule, severity: severity, message: text))
    }

    /// "line 12" for messages that point elsewhere.
    func lineOf(_ offset: Int) -> String {
        "line \(source.line(of: offset))"
    }

    // MARK: - Tokens

    /// Handles character data.
    mutating func text(blank: Bool, offset: Int) {
        guard !blank else { return }
        switch mode {
        case .initial, .inHead, .afterHead:
            beginBody(at: offset)
        case .afterBody:
            reportContentAfterBody(offset)
        case .inBody:
            break
        }
        sawContent = true
    }

    /// Handles `<!DOCTYPE …>`.
    mutating func doctype(name: String, offset: Int) {
        if sawDoctype || sawContent || !stack.isEmpty {
            report(offset, .warning, .misplacedDoctype, "a DOCTYPE is only allowed at the very start of the document")
        } else if name != "html" {
            report(
                offset,
                .warning,
                .misplacedDoctype,
                "the DOCTYPE should be <!DOCTYPE html>; other DOCTYPEs can switch the WebView to quirks mode"
            )
        }
        sawDoctype = true
    }

    /// Handles a start tag and returns the namespace the element was created in.
    mutating func startTag(_ tag: HTMLStartTag) -> Namespace {
        let name = tag.name
        if overflowDepth > 0 || stack.count >= maxDepth, let namespace = nestTooDeep(tag) {
            return namespace
        }
        if inForeignContent {
            if !breaksOutOfForeignContent(tag) {
                return startForeignElement(tag)
            }
            closeForeignElements(before: tag)
        }
        if !sawContent, !sawDoctype, !reportedMissingDoctype {
            reportedMissingDoctype = true
            report(0, .warning, .missingDoctype, "the document has no <!DOCTYPE html>: the WebView renders it in quirks mode")
        }
        defer { sawContent = true }
        switch name {
        case "html":
            if sawContent { report(tag.offset, .warning, .misplacedHtml, "<html> may only start the document") }
            return .html
        case "head":
            startHead(tag)
            return .html
        case "body":
            startBody(tag)
            return .html
        default:
            break
        }
        prepareSkeleton(for: tag)
        closeImpliedElements(before: tag)
        checkElementName(tag, namespace: .html)
        recordID(of: tag)
        let namespace: Namespace = name == "svg" ? .svg : name == "math" ? .math : .html
        if namespace != .html {
            if !tag.selfClosing {
                stack.append(OpenElement(name: name, offset: tag.offset, namespace: namespace, kind: tag.kind))
            }
        } else if !tag.kind.contains(.void) {
            stack.append(
                OpenElement(
                    name: name,
                    offset: tag.offset,
                    namespace: .html,
                    kind: tag.kind,
                    selfClosingIgnored: tag.selfClosing
                )
            )
        }
        return namespace
    }

    /// Counts `tag` past the depth cap instead of checking it, reporting the first one; nil when
    /// `tag` opens no element (a void or self-closed one), which is checked as usual.
    private mutating func nestTooDeep(_ tag: HTMLStartTag) -> Namespace? {
        let foreign = inForeignContent && !breaksOutOfForeignContent(tag)
        if foreign ? tag.selfClosing : tag.kind.contains(.void) { return nil }
        if !reportedNestingTooDeep {
            reportedNestingTooDeep = true
            let depth = maxDepth
            report(
                tag.offset,
                .error,
                .nestingTooDeep,
                "elements are nested more than \(depth) deep here: the structure inside is not checked, and WebViews may refuse to lay it out"
            )
        }
        overflowDepth += 1
        return foreign ? (stack.last?.namespace ?? .html) : .html
    }

    private mutating func startForeignElement(_ tag: HTMLStartTag) -> Namespace {
        let parent = stack.last?.namespace ?? .svg
        let namespace: Namespace = tag.name == "svg" ? .svg : tag.name == "math" ? .math : parent
        checkElementName(tag, namespace: namespace)
        recordID(of: tag)
        if !tag.selfClosing {
            stack.append(OpenElement(name: tag.name, offset: tag.offset, namespace: namespace, kind: tag.kind))
        }
        return namespace
    }

    private func breaksOutOfForeignContent(_ tag: HTMLStartTag) -> Bool {
        if tag.kind.contains(.foreignBreakout) { return true }
        return tag.name == "font" && tag.attributes.contains { ["color", "face", "size"].contains($0.name) }
    }

    // MARK: - Skeleton

    private mutating func startHead(_ tag: HTMLStartTag) {
        switch mode {
        case .initial where headOffset == nil:
            headOffset = tag.offset
            stack.append(OpenElement(name: "head", offset: tag.offset, namespace: .html, kind: tag.kind))
            mode = .inHead
        case .initial, .inHead, .afterHead:
            report(tag.offset, .warning, .misplacedHead, "<head> must come before any other head content; browsers ignore this start tag")
        case .inBody, .afterBody:
            let bodyLine = lineOf(bodyOffset ?? tag.offset)
            report(
                tag.offset,
                .error,
                .misplacedHead,
                "<head> comes after body content (from \(bodyLine)): browsers ignore it and put its contents in <body>"
            )
        }
    }

    private mutating func startBody(_ tag: HTMLStartTag) {
        if mode == .inBody || mode == .afterBody {
            let bodyLine = lineOf(bodyOffset ?? tag.offset)
            report(
                tag.offset,
                .warning,
                .misplacedBody,
                "<body> comes after body content (from \(bodyLine)): browsers merge it into the existing body"
            )
            return
        }
        closeHead()
        bodyOffset = tag.offset
        stack.append(OpenElement(name: "body", offset: tag.offset, namespace: .html, kind: tag.kind))
        mode = .inBody
    }

    /// Moves from the head to an implied body when `tag` cannot live in the head.
    private mutating func prepareSkeleton(for tag: HTMLStartTag) {
        switch mode {
        case .initial where tag.kind.contains(.headContent):
            mode = .inHead
        case .initial, .inHead, .afterHead:
            if !tag.kind.contains(.headContent) { beginBody(at: tag.offset) }
        case .afterBody:
            reportContentAfterBody(tag.offset)
        case .inBody:
            break
        }
    }

    private mutating func beginBody(at offset: Int) {
        closeHead()
        bodyOffset = bodyOffset ?? offset
        stack.append(
            OpenElement(
                name: "body",
                offset: offset,
                namespace: .html,
                kind: ElementKind.of("body"),
                implicit: true
            )
        )
        mode = .inBody
    }

    private mutating func closeHead() {
        if let index = stack.lastIndex(where: { $0.name == "head" && $0.namespace == .html }) {
            closeElements(from: index, reportTarget: false, reason: CloseReason(name: "head", isEndTag: true, offset: nil))
        }
        mode = .afterHead
    }

    private mutating func reportContentAfterBody(_ offset: Int) {
        guard !reportedContentAfterBody else { return }
        reportedContentAfterBody = true
        report(offset, .info, .contentAfterBody, "content after </body> or </html> is moved into <body> by browsers")
    }
}
