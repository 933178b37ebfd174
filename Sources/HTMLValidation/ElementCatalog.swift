/// What the validator knows about element names: HTML5, SVG and MathML vocabularies and the
/// HTML5 parsing categories (void, optional end tag, raw text, implicit closing, scope).
///
/// Names are stored lowercased; SVG and MathML names are compared case-insensitively.
enum ElementCatalog {
    /// Elements of the HTML Living Standard, including the ones that are obsolete but still parsed.
    static let html: Set<String> = [
        "a", "abbr", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo",
        "blockquote", "body", "br", "button", "canvas", "caption", "cite", "code", "col",
        "colgroup", "data", "datalist", "dd", "del", "details", "dfn", "dialog", "div", "dl", "dt",
        "em", "embed", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4",
        "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe", "img", "input", "ins",
        "kbd", "label", "legend", "li", "link", "main", "map", "mark", "menu", "meta", "meter",
        "nav", "noscript", "object", "ol", "optgroup", "option", "output", "p", "param", "picture",
        "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp", "script", "search", "section",
        "select", "slot", "small", "source", "span", "strong", "style", "sub", "summary", "sup",
        "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "title",
        "tr", "track", "u", "ul", "var", "video", "wbr", "svg", "math",
    ]

    /// Obsolete HTML elements that browsers still parse; reported as information, not as unknown.
    static let obsoleteHTML: Set<String> = [
        "acronym", "applet", "basefont", "bgsound", "big", "blink", "center", "dir", "font",
        "frame", "frameset", "image", "isindex", "keygen", "listing", "marquee", "menuitem",
        "multicol", "nextid", "nobr", "noembed", "noframes", "plaintext", "rb", "rtc", "spacer",
        "strike", "tt", "xmp",
    ]

    /// SVG 2 element names (lowercased).
    static let svg: Set<String> = Set(
        [
            "a", "animate", "animateMotion", "animateTransform", "circle", "clipPath", "defs", "desc",
            "discard", "ellipse", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite",
            "feConvolveMatrix", "feDiffuseLighting", "feDisplacementMap", "feDistantLight",
            "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur",
            "feImage", "feMerge", "feMergeNode", "feMorphology", "feOffset", "fePointLight",
            "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence", "filter", "font",
            "font-face", "foreignObject", "g", "glyph", "hatch", "hatchpath", "image", "line",
            "linearGradient", "marker", "mask", "metadata", "mpath", "path", "pattern", "polygon",
            "polyline", "radialGradient", "rect", "script", "set", "stop", "style", "svg", "switch",
            "symbol", "text", "textPath", "title", "tspan", "use", "view",
        ].map { $0.lowercased() }
    )

    /// MathML Core and MathML 3 presentation element names.
    static let mathML: Set<String> = [
        "math", "annotation", "annotation-xml", "maction", "menclose", "merror", "mfenced",
        "mfrac", "mglyph", "mi", "mlabeledtr", "mmultiscripts", "mn", "mo", "mover", "mpadded",
        "mphantom", "mprescripts", "mroot", "mrow", "ms", "mspace", "msqrt", "mstyle", "msub",
        "msubsup", "msup", "mtable", "mtd", "mtext", "mtr", "munder", "munderover", "none",
        "semantics",
    ]

    /// Elements that never have content or an end tag.
    static let void: Set<String> = [
        "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "image", "img",
        "input", "keygen", "link", "meta", "param", "source", "track", "wbr",
    ]

    /// Elements whose end tag HTML5 lets authors omit.
    static let optionalEndTag: Set<String> = [
        "html", "head", "body", "p", "li", "dt", "dd", "option", "optgroup", "rb", "rt", "rtc",
        "rp", "thead", "tbody", "tfoot", "tr", "td", "th", "colgroup", "caption",
    ]

    /// Elements whose content the tokenizer reads as raw text up to the matching end tag.
    static let rawText: Set<String> = [
        "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes",
        "noscript", "plaintext",
    ]

    /// Start tags that close an open `<p>` element.
    static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div",
        "dl", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5",
        "h6", "header", "hgroup", "hr", "listing", "main", "menu", "nav", "ol", "p", "plaintext",
        "pre", "search", "section", "summary", "table", "ul", "xmp",
    ]

    /// Elements allowed in `<head>`; any other start tag there begins the body.
    static let headContent: Set<String> = [
        "base", "basefont", "bgsound", "link", "meta", "noframes", "noscript", "script", "style",
        "template", "title",
    ]

    /// HTML start tags that break out of SVG or MathML content.
    static let foreignBreakout: Set<String> = [
        "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em",
        "embed", "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing",
        "menu", "meta", "nobr", "ol", "p", "pre", "ruby", "s", "small", "span", "strong",
        "strike", "sub", "sup", "table", "tt", "u", "ul", "var",
    ]

    /// Foreign elements whose children are parsed as HTML again.
    static let integrationPoints: Set<String> = [
        "foreignobject", "desc", "title", "mi", "mo", "mn", "ms", "mtext", "annotation-xml",
    ]

    /// Elements that bound the "in scope" search of an end tag.
    static let scopeBoundaries: Set<String> = [
        "applet", "caption", "html", "table", "td", "th", "marquee", "object", "template",
    ]

    /// Start tags that implicitly close an open element of the given name (HTML5 tree building).
    static let implicitlyClosedBy: [String: Set<String>] = [
        "li": ["li"],
        "dt": ["dt", "dd"],
        "dd": ["dt", "dd"],
        "option": ["option", "optgroup"],
        "optgroup": ["optgroup"],
        "tr": ["tr", "tbody", "thead", "tfoot"],
        "td": ["td", "th", "tr", "tbody", "thead", "tfoot"],
        "th": ["td", "th", "tr", "tbody", "thead", "tfoot"],
        "thead": ["tbody", "tfoot"],
        "tbody": ["tbody", "tfoot"],
        "tfoot": ["tbody"],
        "rb": ["rb", "rt", "rtc", "rp"],
        "rt": ["rb", "rt", "rp"],
        "rp": ["rb", "rt", "rp"],
        "rtc": ["rb", "rt", "rtc", "rp"],
        "colgroup": ["thead", "tbody", "tfoot", "tr", "td", "th", "caption"],
        "caption": ["colgroup", "thead", "tbody", "tfoot", "tr"],
    ]

    /// Whether `name` (lowercased) is a valid custom element name: starts with a letter, has a hyphen.
    static func isCustomElement(_ name: String) -> Bool {
        guard let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z")
        else { return false }
        return name.utf8.contains(UInt8(ascii: "-"))
    }
}

extension ElementCatalog {
    /// The HTML "special" category: elements that stop the search for an open `<li>`, `<dt>` or `<dd>`.
    static let special: Set<String> = [
        "address", "applet", "area", "article", "aside", "base", "basefont", "bgsound",
        "blockquote", "body", "br", "button", "caption", "center", "col", "colgroup", "dd",
        "details", "dir", "div", "dl", "dt", "embed", "fieldset", "figcaption", "figure", "footer",
        "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header",
        "hgroup", "hr", "html", "iframe", "img", "input", "keygen", "li", "link", "listing",
        "main", "marquee", "menu", "meta", "nav", "noembed", "noframes", "noscript", "object",
        "ol", "p", "param", "plaintext", "pre", "script", "search", "section", "select", "source",
        "style", "summary", "table", "tbody", "td", "template", "textarea", "tfoot", "th",
        "thead", "title", "tr", "track", "ul", "wbr", "xmp",
    ]

    /// Headings, which close an open heading when nested.
    static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    /// Table-structure start tags whose implicit closing is bounded by the nearest `<table>`.
    static let tableStructure: Set<String> = [
        "caption", "colgroup", "tbody", "thead", "tfoot", "tr", "td", "th",
    ]
}
