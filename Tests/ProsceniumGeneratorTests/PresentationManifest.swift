/// The manifest of a package with a presentation target and its tests, for layout tests.
let presentationManifest = """
  // swift-tools-version:6.0
  import PackageDescription

  let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17)],
    targets: [
      .target(name: "ShopDomain"),
      .target(name: "ShopPresentation", dependencies: ["ShopDomain"]),
      .testTarget(name: "ShopPresentationTests", dependencies: ["ShopPresentation"]),
    ]
  )
  """
