// What `import SwiftUI` brings besides SwiftUI itself, `import Trellis` brings too: layout code
// uses `CGFloat`, `CGSize`, `floor` and the rest bare, and Observation's `@Observable` models.
// (On Apple's platforms `CoreGraphics` is Apple's; elsewhere it is this package's module of
// the same name, which re-exports Foundation and adds the CoreGraphics types it lacks.)
@_exported import CoreGraphics
@_exported import Foundation
@_exported import Observation
