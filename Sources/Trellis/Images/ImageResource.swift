import Foundation

/// A resource that can be used to create an image: an image's name in a bundle's asset
/// catalog.
///
/// On Apple's platforms this type is DeveloperToolsSupport's, and Xcode generates one for each
/// image in an asset catalog (`ImageResource.avatar`). Trellis declares it so code that uses
/// it compiles; an image made from one is looked up by its name in its bundle, as
/// ``Image/init(_:bundle:)`` looks it up.
///
/// ```swift
/// extension ImageResource {
///     static let avatar = ImageResource(name: "avatar", bundle: .module)
/// }
/// Image(.avatar)
/// ```
public struct ImageResource: Hashable, Sendable {
    /// The image's name in the asset catalog.
    let name: String
    /// Where the bundle is: a `Bundle` is found again from it.
    let bundleURL: URL

    /// Creates an image resource with a name and a bundle.
    ///
    /// - Parameters:
    ///   - name: The name of the image in the bundle's asset catalog (or of its file).
    ///   - bundle: The bundle that holds it.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundleURL = bundle.bundleURL
    }

    /// The bundle the resource is in.
    var bundle: Bundle { Bundle(url: bundleURL) ?? .main }
}

extension Image {
    /// Initialize an `Image` with an image resource: the image of that name in the resource's
    /// bundle, looked up as ``Image/init(_:bundle:)`` does, and labelled with its name.
    ///
    /// - Parameter resource: The image resource to look up.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
