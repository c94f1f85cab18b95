# Builds cvs/kuang_shuhao_resume.docx (Chinese, bold paragraphs as section titles).
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "邝书豪_iOS_Android_简历.docx")
doc = Document()
st = doc.styles["Normal"]
st.font.name = "Microsoft YaHei"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "微软雅黑")
st.font.size = Pt(10.5)

def title(t):
    p = doc.add_paragraph()
    r = p.add_run(t); r.bold = True; r.font.size = Pt(13)

def para(t, bold=False):
    p = doc.add_paragraph()
    r = p.add_run(t); r.bold = bold
    return p

p = doc.add_paragraph(); r = p.add_run("邝书豪"); r.bold = True; r.font.size = Pt(20)
para("移动端开发（iOS / Android）｜ 8年经验 ｜ 北京")
para("电话：186-0137-2254 ｜ 邮箱：kuangsh_dev@163.com ｜ GitHub：github.com/kshuhao")

title("教育经历")
para("2014.09 - 2018.06　华南理工大学广州学院　软件工程　本科（统招）")
para("2021.09 - 2022.07　北京邮电大学　软件工程　非全日制硕士（工作原因中途退学，未取得学位）")

title("工作经历")
para("北京字节跳动网络技术有限公司　抖音　高级客户端开发工程师　2023/3 - 至今", bold=True)
para("负责抖音 iOS 端直播间与短视频播放器模块，主导播放器首帧耗时优化，首帧耗时下降 32%，卡顿率下降 18%；搭建客户端性能监控平台，覆盖启动、内存、帧率等核心指标。")
para("推动 Swift 与 Objective-C 混编改造，统一组件化架构，支撑 30+ 业务方并行开发。")
para("腾讯科技（深圳）有限公司　微信事业群（WXG）　iOS 开发工程师　2020/4 - 2023/2", bold=True)
para("参与微信视频号 iOS 端从 0 到 1 的建设，负责拍摄、剪辑与音视频上传链路；基于 AVFoundation 与自研编解码库实现端上剪辑，导出速度提升 2 倍。")
para("负责微信 iOS 安装包瘦身专项，包体积减少 21MB。")
para("网易（杭州）网络有限公司　网易云音乐　Android 开发工程师　2018/7 - 2020/3", bold=True)
para("负责网易云音乐 Android 端播放页与歌词模块，使用 Kotlin 重构播放服务，崩溃率从 0.3% 降到 0.08%。")
para("参与海外版 Android 客户端开发，该版本入选 2019 年 Google Play 年度最佳应用榜单。")

title("专业技能")
para("精通 iOS（Swift / Objective-C / UIKit / AVFoundation）与 Android（Kotlin / Java / Jetpack）；熟悉音视频编解码、客户端性能优化与组件化架构。")
para("了解 Flutter、React Native、Kotlin Multiplatform、鸿蒙 ArkTS。")

title("证书与其他")
para("英语 CET-6；2017 年 全国大学生软件设计大赛 广东赛区二等奖。")
doc.save(OUT)
print("saved", OUT)
