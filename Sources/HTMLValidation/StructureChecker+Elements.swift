import InAppMessaging

extension StructureChecker {
    /// Reports element names that are not HTML5, SVG or MathML (custom elements are fine).
    mutating func checkElementName(_ tag: HTMLStartTag, namespace: Namespace) {
        let name = tag.name
        if ElementCatalog.isCustomElement(name) { return }
        switch namespace {
        case .html:
            if tag.kind.contains(.html) { return }
            if tag.kind.contains(.obsolete) {
                report(tag.offset, .info, .obsoleteElement, "<\(name)> is obsolete in HTML5; browsers still render it")
            } else if tag.kind.contains(.svg) {
                report(tag.offset, .warning, .unknownElement, "<\(name)> is an SVG element but is not inside <svg>")
            } else if tag.kind.contains(.math) {
                report(tag.offset, .warning, .unknownElement, "<\(name)> is a MathML element but is not inside <math>")
            } else {
                report(
                    tag.offset,
                    .warning,
                    .unknownElement,
                    "<\(name)> is not an HTML element (custom elements need a hyphen, like <my-\(name)>)"
                )
            }
        case .svg:
            if !tag.kind.contains(.svg) {
                report(tag.offset, .warning, .unknownElement, "<\(name)> is not an SVG element")
            }
        case .math:
            if !tag.kind.contains(.math) {
                report(tag.offset, .warning, .unknownElement, "<\(name)> is not a MathML element")
            }
        }
    }

    /// Reports an `id` already used by another element (outside `<template>` contents).
    mutating func recordID(of tag: HTMLStartTag) {
        guard let attribute = tag.attribute("id"), let range = attribute.value, !range.isEmpty else { return }
        if stack.contains(where: { $0.name == "template" && $0.namespace == .html }) { return }
        let id = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        if let first = ids[id] {
            let source = source
            report(
                attribute.nameOffset,
                .error,
                .duplicateId,
                {
                    let location = source.location(of: first)
                    return "id \"\(id)\" is already used on line \(location.line), column \(location.column); ids must be unique"
                }()
            )
        } else {
            ids[id] = attribute.nameOffset
        }
    }
}
