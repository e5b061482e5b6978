import Foundation
import Proscenium
import ProsceniumTesting
import ShowcasePresentation
import Testing

@MainActor
struct RootViewModelTests {
  let tabs = TabRouter<AppTab, AppRoute>(selection: .search, pacer: .immediate)
  let toasts = ToastCenter(clock: TestClock())

  func makeViewModel() -> RootViewModel {
    RootViewModel(tabs: tabs, toasts: toasts, links: AppDeepLinks.make())
  }

  @Test func aProfileLinkSelectsHomeAndShowsTheProfile() async throws {
    let viewModel = makeViewModel()
    let link = try #require(URL(string: "showcase://profile/7"))

    await viewModel.onOpenURL(link)

    #expect(tabs.selection == .home)
    #expect(tabs.router(for: .home).path == [.profile(id: 7)])
    #expect(toasts.current == nil)
  }

  @Test func aLinkReplacesTheStackOfItsTab() async throws {
    tabs.router(for: .home).navigate(to: .profile(id: 1))
    tabs.router(for: .home).navigate(to: .articles)
    let viewModel = makeViewModel()
    let link = try #require(URL(string: "https://showcase.example.com/profile/2"))

    await viewModel.onOpenURL(link)

    #expect(tabs.router(for: .home).path == [.profile(id: 2)])
  }

  @Test func theSettingsLinkSelectsTheSettingsTab() async throws {
    let viewModel = makeViewModel()
    let link = try #require(URL(string: "showcase://settings"))

    await viewModel.onOpenURL(link)

    #expect(tabs.selection == .settings)
    #expect(tabs.router(for: .settings).path.isEmpty)
    #expect(toasts.current == nil)
  }

  @Test func theArticlesLinkSelectsItsTabAtTheRoot() async throws {
    let viewModel = makeViewModel()
    let link = try #require(URL(string: "showcase://articles"))

    await viewModel.onOpenURL(link)

    #expect(tabs.selection == .articles)
    #expect(tabs.router(for: .articles).path.isEmpty)
  }

  @Test func anUnknownLinkShowsAToastAndStaysPut() async throws {
    let viewModel = makeViewModel()
    let link = try #require(URL(string: "showcase://nowhere/1"))

    await viewModel.onOpenURL(link)

    #expect(tabs.selection == .search)
    #expect(toasts.current?.style == .warning)
  }
}
