/// What parsing a template source gives: its nodes and the translation tags met, in order.
struct ParsedTemplate: Sendable {
    /// The node tree.
    var nodes: [Node]
    /// Every `{% translation %}` tag, in source order.
    var translations: [TranslationTag]
}
