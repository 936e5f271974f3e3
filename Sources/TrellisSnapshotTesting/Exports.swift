// TrellisSnapshotTesting: snapshot tests written for iOS with Point-Free's swift-snapshot-testing,
// unchanged on Linux.
//
// Point-Free's `SnapshotTesting` declares its strategies for SwiftUI views (`.image`,
// `.image(layout: .device(config: .iPhone13))`), `ViewImageConfig` and the UIKit types they
// name only on iOS. A test file names none of them itself: it says `import SnapshotTesting` and
// `import SwiftUI`, and reaches them through implicit members, which Swift finds in every module
// the file loads. So the test target loads this module without naming it: its manifest has the
// compiler import it into every file on Linux
// (`-Xfrontend -import-module -Xfrontend TrellisSnapshotTesting`; README, "Snapshot tests on
// Linux"). A name declared here shadows the same name from the module re-exported below, so
// `SwiftUISnapshotLayout` is this module's even when Point-Free's was built seeing Trellis's
// `SwiftUI` module (its `#if canImport(SwiftUI)` then declares one without `.device`).
@_exported import SnapshotTesting
