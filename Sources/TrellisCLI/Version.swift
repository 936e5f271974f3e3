/// The version `trellis --version` prints: Trellis has made no release yet (CHANGELOG.md,
/// "Unreleased (0.x)").
let trellisVersion = "0.1.0-dev"
