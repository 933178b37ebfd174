/// Everything the catalog knows about one element name, as bits, looked up once per tag.
struct ElementKind: OptionSet, Sendable {
    /// The bits.
    let rawValue: UInt32

    /// An HTML Living Standard element.
    static let html = ElementKind(rawValue: 1 << 0)
    /// An obsolete HTML element browsers still render.
    static let obsolete = ElementKind(rawValue: 1 << 1)
    /// An SVG element.
    static let svg = ElementKind(rawValue: 1 << 2)
    /// A MathML element.
    static let math = ElementKind(rawValue: 1 << 3)
    /// An element without content or end tag.
    static let void = ElementKind(rawValue: 1 << 4)
    /// An element whose end tag may be omitted.
    static let optionalEndTag = ElementKind(rawValue: 1 << 5)
    /// An element whose content is raw text.
    static let rawText = ElementKind(rawValue: 1 << 6)
    /// A start tag that closes an open `<p>`.
    static let closesParagraph = ElementKind(rawValue: 1 << 7)
    /// An element allowed in `<head>`.
    static let headContent = ElementKind(rawValue: 1 << 8)
    /// An HTML start tag that ends SVG/MathML content.
    static let foreignBreakout = ElementKind(rawValue: 1 << 9)
    /// A foreign element whose children are HTML.
    static let integrationPoint = ElementKind(rawValue: 1 << 10)
    /// An element that bounds end-tag scope.
    static let scopeBoundary = ElementKind(rawValue: 1 << 11)
    /// The HTML "special" category.
    static let special = ElementKind(rawValue: 1 << 12)
    /// `<h1>`…`<h6>`.
    static let heading = ElementKind(rawValue: 1 << 13)
    /// A table-structure element.
    static let tableStructure = ElementKind(rawValue: 1 << 14)
    /// A start tag that implicitly closes an open sibling (`<li>`, `<td>`, `<option>`, …).
    static let closesSibling = ElementKind(rawValue: 1 << 15)

    /// The kind of every name the catalog mentions; other names have no bits.
    private static let table: [String: ElementKind] = {
        var table: [String: ElementKind] = [:]
        func add(_ names: Set<String>, _ kind: ElementKind) {
            for name in names { table[name, default: []].insert(kind) }
        }
        add(ElementCatalog.html, .html)
        add(ElementCatalog.obsoleteHTML, .obsolete)
        add(ElementCatalog.svg, .svg)
        add(ElementCatalog.mathML, .math)
        add(ElementCatalog.void, .void)
        add(ElementCatalog.optionalEndTag, .optionalEndTag)
        add(ElementCatalog.rawText, .rawText)
        add(ElementCatalog.closesParagraph, .closesParagraph)
        add(ElementCatalog.headContent, .headContent)
        add(ElementCatalog.foreignBreakout, .foreignBreakout)
        add(ElementCatalog.integrationPoints, .integrationPoint)
        add(ElementCatalog.scopeBoundaries, .scopeBoundary)
        add(ElementCatalog.special, .special)
        add(ElementCatalog.headings, .heading)
        add(ElementCatalog.tableStructure, .tableStructure)
        add(ElementCatalog.implicitlyClosedBy.values.reduce(into: Set()) { $0.formUnion($1) }, .closesSibling)
        return table
    }()

    /// The kind of the (lowercase) element `name`.
    static func of(_ name: String) -> ElementKind {
        table[name] ?? []
    }
}
