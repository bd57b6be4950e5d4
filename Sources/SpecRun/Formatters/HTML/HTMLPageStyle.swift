/// The page's inline style sheet and filter script (the report is one self-contained file).
enum HTMLPageStyle {
  static let css = """
    body{font-family:-apple-system,"Segoe UI","Hiragino Sans","Noto Sans CJK JP",sans-serif;margin:0;color:#1d2125;background:#f6f7f9}
    header{background:#374151;color:#fff;padding:20px 32px}
    header.run-passed{background:#14532d} header.run-failed{background:#991b1b} header.run-incomplete{background:#92400e}
    header h1{margin:0 0 8px;font-size:22px}
    header .verdict{font-size:17px;font-weight:700;margin-bottom:6px}
    .run-message{margin-top:6px;font-weight:600;color:#fde68a}
    .counts span{display:inline-block;margin-right:14px;font-weight:600}
    main{padding:16px 32px;max-width:1100px}
    nav.index{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:10px 20px;margin:8px 0 12px}
    nav.index h2{font-size:16px;margin:10px 0 4px} nav.index h2 a{color:#1d2125}
    nav.index ul{list-style:none;padding-left:4px;margin:0 0 6px;columns:2 320px}
    nav.index li{margin:2px 0;break-inside:avoid} nav.index li a{color:#1d4ed8;margin-right:6px}
    nav.index li::before{content:"●";margin-right:6px;color:#9ca3af}
    nav.index li.passed::before{color:#16a34a} nav.index li.failed::before,nav.index li.ambiguous::before{color:#dc2626}
    nav.index li.undefined::before,nav.index li.pending::before{color:#d97706} nav.index li.skipped::before{color:#0891b2}
    .n{display:inline-block;font-size:12px;border-radius:9px;padding:0 6px;margin-right:3px;background:#e5e7eb}
    .n.passed{background:#dcfce7} .n.failed,.n.ambiguous{background:#fee2e2} .n.undefined,.n.pending{background:#fef3c7}
    h2.app{font-size:20px;margin:26px 0 10px;border-bottom:2px solid #d1d5db;padding-bottom:4px}
    .filters{margin:12px 0 20px}
    .filters select{padding:4px 6px;border:1px solid #9ca3af;border-radius:4px;margin-right:6px}
    .filters button{border:1px solid #9ca3af;background:#fff;border-radius:14px;padding:3px 10px;margin:2px;cursor:pointer}
    .filters button.on{background:#14532d;color:#fff;border-color:#14532d}
    .filters input{padding:4px 8px;border:1px solid #9ca3af;border-radius:4px;width:260px}
    section.feature{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:14px 20px;margin-bottom:18px}
    section.feature h2{margin:4px 0;font-size:19px}
    .uri{color:#6b7280;font-size:12px;font-family:ui-monospace,monospace}
    .description{white-space:pre-wrap;color:#374151}
    details.scenario{border-left:4px solid #9ca3af;margin:10px 0;padding:4px 12px}
    details.scenario summary{cursor:pointer;font-weight:600}
    details.passed{border-color:#16a34a} details.failed,details.ambiguous{border-color:#dc2626}
    details.undefined,details.pending{border-color:#d97706} details.skipped{border-color:#0891b2}
    .tag{display:inline-block;background:#e5e7eb;border-radius:10px;padding:0 7px;margin-right:4px;font-size:12px;font-weight:400}
    ol.steps{list-style:none;padding-left:6px;margin:6px 0}
    ol.steps li{margin:3px 0}
    .status{display:inline-block;width:1.4em;font-weight:700}
    li.passed .status{color:#16a34a} li.failed .status,li.ambiguous .status{color:#dc2626}
    li.undefined .status,li.pending .status{color:#d97706} li.skipped .status{color:#0891b2}
    .keyword{font-weight:700;color:#14532d;margin-right:.3em}
    pre{background:#f3f4f6;padding:8px 10px;border-radius:4px;overflow-x:auto;margin:4px 0 4px 1.4em}
    pre.error{background:#fef2f2;color:#7f1d1d;white-space:pre-wrap;overflow-wrap:anywhere}
    pre .minus{color:#b91c1c} pre .plus{color:#15803d}
    table.data{border-collapse:collapse;margin:4px 0 4px 1.4em}
    table.data td{border:1px solid #d1d5db;padding:2px 8px}
    .attachment{margin:4px 0 4px 1.4em} pre.attachment{background:#eef2ff;white-space:pre-wrap;overflow-wrap:anywhere}
    figure.attachment img{max-width:100%;border:1px solid #d1d5db} figure.attachment figcaption,.attachment.other{color:#6b7280;font-size:12px}
    header a.jump{display:inline-block;margin:2px 0 8px;color:#fff;font-weight:700;background:rgba(255,255,255,.18);border-radius:4px;padding:2px 10px}
    nav.failures{background:#fff;border:2px solid #dc2626;border-radius:8px;padding:10px 20px;margin:8px 0 12px}
    nav.failures h2{font-size:17px;margin:4px 0 8px;color:#991b1b}
    nav.failures ol{margin:0;padding-left:22px} nav.failures li{margin:6px 0}
    nav.failures a{color:#1d4ed8;font-weight:600} .failing-step{margin-left:2px} .failing-step .status{color:#dc2626}
    .where{color:#6b7280;font-size:12px;font-family:ui-monospace,monospace}
    .why{color:#7f1d1d;font-size:13px;margin-left:1.4em;white-space:pre-wrap;overflow-wrap:anywhere}
    .line{display:inline-block;min-width:2.4em;color:#6b7280;font-size:12px;font-family:ui-monospace,monospace}
    .toggles{margin-left:10px} .filters .toggles button{border-radius:4px}
    .no-match{background:#fff;border-radius:8px;padding:14px 20px;color:#374151;font-weight:600}
    section.to-define{background:#fff;border:2px solid #d97706;border-radius:8px;padding:10px 20px;margin:8px 0 12px}
    section.to-define h2{font-size:17px;margin:4px 0 6px;color:#92400e} section.to-define ol{padding-left:22px}
    section.to-define a{color:#1d4ed8;font-weight:600}
    .state{display:inline-block;font-size:12px;border-radius:9px;padding:0 7px;margin-left:6px;background:#fef3c7;color:#92400e}
    .flaky{display:inline-block;font-size:12px;border-radius:9px;padding:0 7px;margin-left:6px;background:#ede9fe;color:#5b21b6}
    .snippet-label{margin:4px 0 0 1.4em;color:#92400e;font-size:12px}
    pre.snippet{background:#fffbeb;border:1px solid #fde68a}
    .did-you-mean{margin:4px 0 0 1.4em;color:#1d4ed8;font-weight:600}
    section.phrasebook{margin-top:28px} section.phrasebook summary{font-weight:600;cursor:pointer}
    section.phrasebook li{margin:3px 0} .example{color:#475569;font-size:13px;margin-left:1.4em}
    section.phrasebook dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px} section.phrasebook dd{margin:0}
    .hidden{display:none}
    """

  static let script = """
    (function(){
      var active=new Set();var text=document.getElementById('filter-text');var status=document.getElementById('filter-status');
      function apply(){
        var q=(text.value||'').toLowerCase();var wanted=(status.value||'').split(' ').filter(Boolean);
        document.querySelectorAll('details.scenario').forEach(function(s){
          var tags=(s.getAttribute('data-tags')||'').split(' ');
          var byTag=active.size===0||Array.from(active).every(function(t){return tags.indexOf(t)>=0;});
          var byText=!q||s.textContent.toLowerCase().indexOf(q)>=0;
          var byStatus=wanted.length===0||wanted.indexOf(s.getAttribute('data-status'))>=0;
          var keep=byTag&&byText&&byStatus;s.classList.toggle('hidden',!keep);
          if(keep&&(q||wanted.length>0||active.size>0))s.open=true;
        });
        document.querySelectorAll('section.feature').forEach(function(f){
          var all=f.querySelectorAll('details.scenario').length,shown=f.querySelectorAll('details.scenario:not(.hidden)').length;
          var keep=all===0?(wanted.length===0||wanted.indexOf('failed')>=0):shown>0;
          f.classList.toggle('hidden',!keep);
        });
        document.querySelectorAll('h2.app').forEach(function(h){
          var app=h.nextElementSibling,any=false;
          while(app&&!app.matches('h2.app')){if(app.matches('section.feature')&&!app.classList.contains('hidden'))any=true;app=app.nextElementSibling;}
          h.classList.toggle('hidden',!any);
        });
        var noMatch=document.getElementById('no-match');
        if(noMatch)noMatch.classList.toggle('hidden',!!document.querySelector('section.feature:not(.hidden)'));
      }
      function fold(open){document.querySelectorAll('details.scenario').forEach(function(d){d.open=open;});}
      document.getElementById('expand-all').addEventListener('click',function(){fold(true);});
      document.getElementById('collapse-all').addEventListener('click',function(){fold(false);});
      function openTarget(){
        var id=decodeURIComponent(location.hash.slice(1));var target=id&&document.getElementById(id);
        if(target&&target.tagName==='DETAILS'){target.open=true;target.scrollIntoView();}
      }
      window.addEventListener('hashchange',openTarget);openTarget();
      status.addEventListener('change',apply);
      document.querySelectorAll('.filters button[data-tag]').forEach(function(b){
        b.addEventListener('click',function(){
          var t=b.getAttribute('data-tag');
          if(active.has(t)){active.delete(t);b.classList.remove('on');}else{active.add(t);b.classList.add('on');}
          apply();
        });
      });
      text.addEventListener('input',apply);
    })();
    """
}
