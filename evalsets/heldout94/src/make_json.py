"""Build cvs/resume_xiangwanqing.json (JSON Resume schema, Chinese)."""
import json
cv = {
  "$schema": "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
  "basics": {
    "name": "向晚晴",
    "label": "品牌经理（美妆） / 前带货主播",
    "email": "wanqing.xiang@qq.com",
    "phone": "+86 186 0571 3382",
    "location": {"city": "广州", "countryCode": "CN"},
    "summary": "五年直播带货一线经验，后转做品牌。熟悉抖音、淘宝直播的流量逻辑，擅长新品上市、达人矩阵与直播间 GMV 增长。"
  },
  "work": [
    {"name": "逸仙电商（完美日记）", "position": "品牌经理", "location": "广州",
     "startDate": "2023-03", "endDate": "",
     "summary": "负责完美日记唇部彩妆线的品牌规划与新品上市。",
     "highlights": ["管理 6 人品牌与内容团队，负责招聘、OKR 与绩效考核",
                    "2024 年主导“小细跟”口红焕新上市，首月全渠道 GMV 破 8000 万",
                    "搭建品牌自播 + 达人分销矩阵，自播占比由 18% 提升至 35%"]},
    {"name": "字节跳动", "position": "品牌直播运营（抖音电商）", "location": "杭州",
     "startDate": "2021-01", "endDate": "2023-02",
     "summary": "抖音电商美妆行业，对接头部国货品牌的品牌自播。",
     "highlights": ["为 20+ 美妆品牌搭建自播间 SOP，平均开播 3 个月内场均 GMV 翻倍",
                    "参与制定“抖音电商 818 新潮好物节”美妆会场玩法"]},
    {"name": "杭州遥望网络科技有限公司", "position": "签约带货主播", "location": "杭州",
     "startDate": "2018-03", "endDate": "2020-12",
     "summary": "在抖音、淘宝直播做美妆个护类带货直播，单场最高 GMV 1200 万。",
     "highlights": ["累计直播 900+ 场，粉丝 180 万",
                    "自己写脚本、选品、对接品牌方议价"]},
    {"name": "杭州遥望网络科技有限公司", "position": "直播运营实习生", "location": "杭州",
     "startDate": "2017-07", "endDate": "2018-02",
     "summary": "直播间中控、排品与数据复盘（实习）。"}
  ],
  "education": [
    {"institution": "浙江大学管理学院", "area": "工商管理", "studyType": "MBA（非全日制，在读）",
     "startDate": "2025-09", "endDate": "2028-06"},
    {"institution": "浙江传媒学院", "area": "播音与主持艺术", "studyType": "本科",
     "startDate": "2013-09", "endDate": "2017-06"}
  ],
  "awards": [
    {"title": "淘宝直播年度新锐主播", "date": "2019-12", "awarder": "淘宝直播盛典（平台评选）"},
    {"title": "抖音电商品牌自播优秀服务奖", "date": "2022-06", "awarder": "抖音电商"}
  ],
  "skills": [
    {"name": "直播电商", "keywords": ["直播脚本", "选品排品", "千川投放", "达人分销"]},
    {"name": "品牌", "keywords": ["新品上市", "品牌定位", "用户调研"]},
    {"name": "工具", "keywords": ["Excel", "飞瓜数据", "蝉妈妈"]}
  ],
  "languages": [{"language": "普通话", "fluency": "一级甲等"}, {"language": "英语", "fluency": "CET-6"}]
}
with open("../cvs/resume_xiangwanqing.json", "w", encoding="utf-8") as f:
    json.dump(cv, f, ensure_ascii=False, indent=2)
