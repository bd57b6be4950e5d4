# language: ja
機能: モジュールの依存関係ルール
  Core は他のモジュールに依存せず、機能モジュール（Auth、Meeting、Stats）は Core にだけ依存し、
  互いに依存しない。AppBridge はすべてに依存してよい。通信の実装（CoreLive）は Core にだけ依存し、
  どのモジュールからも依存されない（組み込むのはアプリの入口だけなので、シナリオの実行は通信ライブラリを
  読み込まない）。マニフェストと import の両方を調べる。

  シナリオ: 機能モジュールはCoreにだけ依存する
    前提 OnlineCalendarのパッケージ
    ならば 「CalendarAuth、CalendarMeeting、CalendarStats」はCoreにだけ依存している

  シナリオ: Coreは他のモジュールに依存しない
    前提 OnlineCalendarのパッケージ
    ならば 「CalendarCore」はどのモジュールにも依存していない

  シナリオ: 機能モジュールが別の機能モジュールに依存すると、その場所が示される
    前提 OnlineCalendarのパッケージ
    もし 「CalendarMeeting」がマニフェストで「CalendarAuth」に依存するように変える
    ならば ルール違反「Package.swift」の「CalendarMeeting」から「CalendarAuth」への依存が報告される

  シナリオ: AppBridgeはすべてのモジュールに依存してよい
    前提 OnlineCalendarのパッケージ
    ならば 「CalendarAppBridge」は「CalendarCore、CalendarAuth、CalendarMeeting、CalendarStats」に依存していて、違反はない

  シナリオ: 通信の実装はCoreにだけ依存し、どのモジュールからも依存されない
    前提 OnlineCalendarのパッケージ
    ならば 「CalendarCoreLive」はCoreにだけ依存している
    かつ 「CalendarCoreLive」にはどのモジュールも依存していない

  シナリオ: AppBridgeが通信の実装に依存すると、その場所が示される
    前提 OnlineCalendarのパッケージ
    もし 「CalendarAppBridge」がマニフェストで「CalendarCoreLive」に依存するように変える
    ならば ルール違反「Package.swift」の「CalendarAppBridge」から「CalendarCoreLive」への依存が報告される
