extension InAppMessage {
    /// The message with each URL of `assetURLs` (the image of every kind that has one, an HTML
    /// message's asset URLs and zipped assets) replaced by `transform`'s result; nothing else
    /// changes.
    public func mappingAssetURLs(_ transform: (String) -> String) -> InAppMessage {
        var copy = self
        func mapped(_ graphic: Graphic?) -> Graphic? {
            guard case .image(let url)? = graphic else { return graphic }
            return .image(transform(url))
        }
        switch content {
        case .slideup(var slideup):
            slideup.graphic = mapped(slideup.graphic)
            copy.content = .slideup(slideup)
        case .modal(var text):
            text.graphic = mapped(text.graphic)
            copy.content = .modal(text)
        case .full(var text):
            text.graphic = mapped(text.graphic)
            copy.content = .full(text)
        case .modalImage(var image):
            image.imageURL = transform(image.imageURL)
            copy.content = .modalImage(image)
        case .fullImage(var image):
            image.imageURL = transform(image.imageURL)
            copy.content = .fullImage(image)
        case .html(var html):
            html.assetURLs = html.assetURLs.map(transform)
            html.zippedAssetsURL = html.zippedAssetsURL.map(transform)
            copy.content = .html(html)
        case .control:
            break
        }
        return copy
    }
}
