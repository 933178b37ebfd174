/// The preview document's style sheet: one static string, inlined so a rendered file needs no
/// network. Theme colours and geometry are not here: they are inline `style` attributes.
enum PreviewStyles {
    /// The whole style sheet.
    static let sheet: StaticString = """
        *{box-sizing:border-box}
        html,body{margin:0;background:#e9ecf1;font:14px/1.4 -apple-system,BlinkMacSystemFont,"SF Pro Text",Inter,system-ui,"Segoe UI",Roboto,sans-serif;color:#1d2433}
        .preview{padding:16px}
        .preview-notes{height:40px;margin:0;display:flex;flex-wrap:wrap;gap:4px 8px;align-items:flex-start;overflow-y:auto}
        .preview-note{margin:0;padding:4px 10px;border-radius:6px;background:#fff;border:1px solid #d5dae3;font-size:12px;line-height:1.35;max-width:100%}
        .preview-note.warning{background:#fff4d6;border-color:#e8c66b;color:#6b4f00}
        .preview-note.error{background:#fde8e8;border-color:#e3a0a0;color:#8a1c1c}
        .liquid-aborted{position:absolute;left:20px;right:20px;top:45%;padding:14px;border-radius:8px;background:rgba(255,255,255,.92);border:1px dashed #b0b7c3;color:#3b4250;font:600 15px/1.3 -apple-system,Inter,sans-serif;text-align:center}
        .preview-row{display:flex;gap:16px;align-items:flex-start}
        .device{flex:none;background:#121316;padding:12px;box-shadow:0 10px 30px rgba(0,0,0,.25)}
        .screen{position:relative;overflow:hidden;isolation:isolate}
        .screen.appearance-light{background:#f2f2f7;color:#1c1c1e}
        .screen.appearance-dark{background:#000;color:#f2f2f7}
        .app{position:absolute;inset:0;padding:calc(var(--safe-top) + 8px) calc(var(--safe-right) + 16px) var(--safe-bottom) calc(var(--safe-left) + 16px)}
        .app-title{font-size:28px;font-weight:700;margin:8px 0 14px}
        .app-card{height:84px;border-radius:12px;margin-bottom:12px;display:flex;gap:12px;padding:14px;align-items:center}
        .appearance-light .app-card{background:#fff}
        .appearance-dark .app-card{background:#1c1c1e}
        .app-card i{display:block;width:56px;height:56px;border-radius:10px;background:currentColor;opacity:.12;flex:none}
        .app-card b{display:block;height:10px;border-radius:5px;background:currentColor;opacity:.12;flex:1}
        .status-bar{position:absolute;top:0;left:0;right:0;display:flex;justify-content:space-between;align-items:center;padding:0 30px;font-weight:600;font-size:15px;z-index:30;pointer-events:none}
        .status-icons{letter-spacing:2px;font-size:12px}
        .notch{position:absolute;top:11px;left:50%;width:124px;height:36px;margin-left:-62px;border-radius:18px;background:#000;z-index:31}
        .home-indicator{position:absolute;bottom:8px;left:50%;width:134px;height:5px;margin-left:-67px;border-radius:3px;z-index:31;pointer-events:none}
        .appearance-light .home-indicator{background:#1c1c1e}
        .appearance-dark .home-indicator{background:#f2f2f7}
        .iam{position:absolute;z-index:10}
        .iam-message{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
        .iam-header{margin:0 0 10px;font-size:20px;line-height:1.25;font-weight:700;overflow-wrap:anywhere}
        .iam-slideup{display:flex;align-items:center;gap:10px;padding:15px 20px;border-radius:15px;max-width:450px;min-height:60px;margin:0 auto;box-shadow:0 0 4px rgba(0,0,0,.3)}
        .iam-slideup.has-graphic{padding-left:15px}
        .iam-slideup .iam-message{flex:1;font-size:15px;line-height:1.2;font-weight:700;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;line-clamp:3;overflow:hidden}
        .iam-slideup .iam-image{flex:none;width:50px;height:50px;border-radius:0}
        .iam-slideup .iam-image img{position:absolute;inset:0;width:100%;height:100%}
        .iam-icon{flex:none;width:50px;height:50px;border-radius:10px;display:flex;align-items:center;justify-content:center;font:30px/1 VitrineFontAwesome,FontAwesome,sans-serif}
        .slideup-chevron{flex:none;width:12px;height:20px;display:block}
        .iam-frame{position:absolute;inset:0;z-index:9}
        .iam-center{position:absolute;z-index:10;display:flex;align-items:center;justify-content:center}
        .iam-modal{position:relative;width:100%;min-width:min(320px,100%);max-width:450px;max-height:min(100%,720px);border-radius:8px;overflow:hidden;display:flex;flex-direction:column;box-shadow:0 0 4px rgba(0,0,0,.3)}
        .size-large .iam-modal{max-width:720px;max-height:min(100%,450px)}
        .iam-modal>.iam-body{flex:0 1 auto;min-height:0;overflow-y:auto;padding:40px 25px 0}
        .iam-modal>.iam-image+.iam-body,.iam-modal>.iam-icon+.iam-body{padding-top:20px}
        .iam-modal>.iam-body:last-child{padding-bottom:30px}
        .iam-modal .iam-message{font-size:15px;line-height:1.3}
        .iam-modal>.iam-icon{margin:40px auto 0}
        .iam-close{position:absolute;top:0;right:0;min-width:44px;min-height:44px;width:44px;height:44px;border:0;background:transparent;font-size:22px;line-height:44px;padding:0;z-index:12;cursor:pointer;font-family:inherit}
        .iam-image{position:relative;overflow:hidden;flex:none;display:flex;align-items:center;justify-content:center;background:repeating-linear-gradient(45deg,rgba(127,127,127,.14) 0 10px,rgba(127,127,127,.22) 10px 20px)}
        .iam-image img{display:block;width:100%;height:auto}
        .iam-image.placeholder img,.iam-image img.broken{display:none}
        .iam-image:not(.placeholder) .image-label{display:none}
        .iam-image.placeholder{aspect-ratio:3/2}
        .fit-cover img{object-fit:cover}
        .fit-contain img{object-fit:contain}
        .image-label{font-size:11px;opacity:.6;padding:4px;max-width:90%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .iam-modal>.iam-image{width:100%;max-height:360px}
        .size-large .iam-modal>.iam-image{max-height:225px}
        .iam-modal>.iam-image img{max-height:inherit}
        .iam-buttons{display:flex;justify-content:center;gap:10px;padding:20px 25px 30px;flex:none}
        .iam-button{flex:0 0 auto;min-width:80px;max-width:100%;max-height:44px;border-radius:5px;border:1px solid;font:700 15px/1.2 inherit;font-family:inherit;padding:10px 12px;cursor:pointer;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .iam-buttons.two .iam-button{flex:1 1 0;min-width:0}
        .iam-modal-image>.iam-image.placeholder{aspect-ratio:1/1}
        .iam-modal.iam-modal-image>.iam-image{max-height:720px}
        .size-large .iam-modal.iam-modal-image>.iam-image{max-height:450px}
        .iam-modal-image .iam-buttons,.iam-full-image .iam-buttons{position:absolute;left:0;right:0;bottom:0;padding-top:0}
        .iam-full,.iam-full-image{inset:0;display:flex;flex-direction:column}
        .iam-full>.iam-image{height:50%;width:100%}
        .iam-full>.iam-image img{height:100%}
        .iam-full>.iam-body{flex:1;min-height:0;overflow-y:auto;padding:40px 25px 0}
        .iam-full>.iam-image+.iam-body,.iam-full>.iam-icon-row+.iam-body{padding-top:20px}
        .iam-full .iam-message{font-size:15px;line-height:1.3}
        .iam-full-image>.iam-image{position:absolute;inset:0}
        .iam-full-image>.iam-image img{height:100%}
        .iam-html{inset:0;width:100%;height:100%;border:0;background:transparent}
        .screen.message-closed .iam-html{visibility:hidden}
        .custom-picker{margin:14px 0 0;position:relative}
        .picker-wheel{list-style:none;margin:0;padding:57px 0 0;height:150px;overflow:hidden;text-align:center;font-size:18px;line-height:24px;border-radius:8px;background:rgba(127,127,127,.08)}
        .picker-item{padding:6px 0;opacity:.45;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .picker-item.selected{opacity:1;font-weight:600;background:rgba(127,127,127,.16)}
        .custom-caption{margin:8px 0 0;font-size:12px;opacity:.7;text-align:center}
        .custom-table-list{list-style:none;margin:14px 0 0;padding:0}
        .table-row{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid rgba(127,127,127,.25);font-size:16px}
        .table-row input{appearance:none;-webkit-appearance:none;flex:none;width:51px;height:31px;border-radius:16px;background:rgba(120,120,128,.32);position:relative;margin:0;cursor:pointer}
        .table-row input::after{content:"";position:absolute;top:2px;left:2px;width:27px;height:27px;border-radius:14px;background:#fff;box-shadow:0 2px 4px rgba(0,0,0,.2);transition:left .15s}
        .table-row input:checked{background:#34c759}
        .table-row input:checked::after{left:22px}
        .table-subtitle{margin:10px 0 0;font-size:13px;opacity:.75}
        .control-card{position:absolute;z-index:10;left:24px;right:24px;top:50%;transform:translateY(-50%);max-width:420px;margin:0 auto;padding:20px;border:2px dashed #8a94a6;border-radius:12px;text-align:center;background:rgba(255,255,255,.92);color:#1d2433}
        .control-card h1{font-size:17px;margin:0 0 6px}
        .control-card p{margin:0;font-size:13px;color:#5d6678}
        .bridge-panel{flex:none;width:280px;background:#fff;border:1px solid #d5dae3;border-radius:8px;padding:12px;font-size:13px}
        .bridge-panel h2{font-size:14px;margin:0 0 8px}
        .bridge-calls{margin:0;padding-left:20px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px;overflow-wrap:anywhere}
        .bridge-calls:empty+.bridge-empty{display:block}
        .bridge-empty{display:none;color:#5d6678;margin:0}
        .bridge-reload{margin-top:10px;font:inherit;padding:4px 10px}
        """
}
