// `Image(uiImage:)`: SwiftUI's initialiser for a picture a `UIImage` holds (one loaded from
// data, or drawn by `ImageRenderer`). It lives in this module because `UIImage` does.
#if !canImport(Darwin)
import Foundation

extension Image {
    /// Creates a SwiftUI image from a UIKit image instance.
    ///
    /// The image is the `UIImage`'s pixels at its scale: its natural size is the image's
    /// ``UIImage/size`` in points, as in SwiftUI.
    ///
    /// ```swift
    /// if let photo = UIImage(data: downloadedPNG, scale: 2) {
    ///     Image(uiImage: photo).resizable().aspectRatio(contentMode: .fit)
    /// }
    /// ```
    ///
    /// An image with no pixels (`UIImage()`) is 0 × 0, as in SwiftUI, and the layout reports
    /// it as an image it could not read (`LayoutDiagnostic`).
    ///
    /// - Parameter uiImage: The UIKit image to wrap with a SwiftUI ``Image`` instance.
    public init(uiImage: UIImage) {
        self.init(data: uiImage.pngData() ?? Data(), scale: uiImage.scale)
    }
}
#endif
