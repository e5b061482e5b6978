import ProsceniumGenerator
import ProsceniumTestSupport
import Testing

struct ProjectLayoutTests {
  @Test func findsThePackageRootFromASubfolder() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)
    try folder.write("Sources/ShopPresentation/Home.swift", "struct Home {}\n")

    let layout = ProjectLayout.find(from: folder.path("Sources/ShopPresentation"))

    #expect(layout.root == folder.root)
    #expect(layout.manifest?.targets.map(\.name) == ["ShopDomain", "ShopPresentation", "ShopPresentationTests"])
  }

  @Test func featuresGoInThePresentationTargetAndTestsInItsTestTarget() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)
    let layout = ProjectLayout.find(from: folder.root)

    let observable = try layout.destination(for: .observable, into: nil, testsInto: nil)
    #expect(observable.sources == folder.path("Sources/ShopPresentation/Features"))
    #expect(observable.tests == folder.path("Tests/ShopPresentationTests/Features"))
    #expect(observable.module == "ShopPresentation")

    let seed000 = try layout.destination(for: .observableObject, into: nil, testsInto: nil)
    #expect(seed000.sources == folder.path("Sources/ShopPresentation"))
    #expect(seed000.tests == folder.path("Tests/ShopPresentationTests"))
  }

  @Test func intoPicksTheTargetThatOwnsItAndTheTestsMirrorIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)
    let layout = ProjectLayout.find(from: folder.root)

    let destination = try layout.destination(
      for: .observable, into: folder.path("Sources/ShopPresentation/Screens/Checkout"), testsInto: nil)

    #expect(destination.sources == folder.path("Sources/ShopPresentation/Screens/Checkout"))
    #expect(destination.tests == folder.path("Tests/ShopPresentationTests/Screens/Checkout"))
    #expect(destination.module == "ShopPresentation")
  }

  @Test func intoOutsideTheProjectIsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)
    let layout = ProjectLayout.find(from: folder.root)
    let outside = ProjectLayout.canonical(folder.path("../elsewhere"))

    #expect(throws: GeneratorError.outsideProject(path: outside, root: folder.root)) {
      try layout.destination(for: .observable, into: outside, testsInto: nil)
    }
    #expect(throws: GeneratorError.self) {
      try layout.destination(for: .observable, into: nil, testsInto: "/tmp")
    }
  }

  @Test func canonicalResolvesDotDotInPathsThatDoNotExistYet() throws {
    let folder = try TemporaryFolder()
    #expect(ProjectLayout.canonical("A/../B/C", base: folder.root) == folder.path("B/C"))
    #expect(ProjectLayout.canonical(folder.path("X/../../escape")) != folder.path("escape"))
  }

  @Test func anAppWithoutPackageUsesItsXcodeProjectName() throws {
    let folder = try TemporaryFolder()
    try folder.write("Shop.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n")
    try folder.write("Shop/App.swift", "struct App {}\n")
    let layout = ProjectLayout.find(from: folder.path("Shop"))

    let destination = try layout.destination(for: .observable, into: nil, testsInto: nil)

    #expect(destination.module == "Shop")
    #expect(destination.sources == folder.path("Shop/Features"))
    #expect(destination.tests == folder.path("ShopTests/Features"))
  }
}
