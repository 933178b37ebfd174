import InAppMessaging

/// One attribute of a start tag, with byte offsets into the source.
struct HTMLAttribute {
    /// The ASCII-lowercased name.
    var name: String
    /// The byte offset of the name's first character.
    var nameOffset: Int
    /// The byte range of the value inside the source (without quotes), or nil for `<input disabled>`.
    var value: Range<Int>?
}

/// A start tag as the tokenizer read it.
struct HTMLStartTag {
    /// The ASCII-lowercased tag name.
    var name: String
    /// The byte offset of the `<`.
    var offset: Int
    /// The attributes in source order (duplicates already reported and dropped).
    var attributes: [HTMLAttribute]
    /// Whether the tag ends with `/>`.
    var selfClosing: Bool
    /// What the catalog knows about the name (filled in by the tokenizer).
    var kind: ElementKind = []

    /// The first attribute called `name` (lowercase).
    func attribute(_ name: String) -> HTMLAttribute? {
        attributes.first { $0.name == name }
    }
}

/// The tokens the HTML5-style tokenizer produces.
enum HTMLToken {
    /// Character data between `range`; `blank` when it is only whitespace.
    case text(range: Range<Int>, blank: Bool)
    /// A start tag.
    case startTag(HTMLStartTag)
    /// An end tag `</name>` whose `<` is at `offset`.
    case endTag(name: String, offset: Int)
    /// A comment, bogus comment, processing instruction or CDATA section starting at `offset`.
    case comment(offset: Int)
    /// `<!DOCTYPE name …>` starting at `offset`.
    case doctype(name: String, offset: Int)
    /// The content of a raw-text element (`script`, `style`, …); `closed` is false when the
    /// document ends before its end tag.
    case rawText(range: Range<Int>, closed: Bool)
}

/// A problem found at a byte offset, before offsets are turned into lines and columns.
struct Finding {
    /// The byte offset where the user must look.
    var offset: Int
    /// The rule id.
    var rule: RuleID
    /// The severity.
    var severity: HTMLDiagnostic.Severity
    /// The message.
    var message: String
}
