extension PreviewRenderer {
    /// The control-group card: the SDK logs a control impression and shows nothing.
    func writeControl(into html: inout HTMLWriter) {
        html.raw("<div class=\"control-card\" role=\"note\" data-control=\"true\">")
        html.raw("<h1>Control group: nothing is shown</h1>")
        html.raw("<p>Users in this campaign's control group see no message; the SDK only logs a control impression.</p>")
        html.raw("</div>")
    }
}
