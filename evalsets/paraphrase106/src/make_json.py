import json, os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")
r = {
 "$schema": "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
 "basics": {
  "name": "屈婉清",
  "label": "咖啡连锁门店店长",
  "email": "quwanqing_coffee@qq.com",
  "phone": "186 7132 0548",
  "location": {"city": "武汉", "region": "湖北", "countryCode": "CN"},
  "summary": "十余年咖啡零售门店经验，从兼职咖啡师做到门店店长；擅长排班与人效管理、新店开业、食品安全与门店 P&L。"
 },
 "work": [
  {"name": "瑞幸咖啡（Luckin Coffee）", "position": "门店店长（武汉光谷片区）", "startDate": "2020-01", "summary": "管理 2 家直营门店、共 22 名伙伴，日均出杯 1,400+；门店月营业额约 120 万元。",
   "highlights": ["2023 年门店人效排名华中区前 5%", "负责 3 家新店开业筹备与新员工带教", "获 2024 年度华中区“金牌店长”称号"]},
  {"name": "星巴克企业管理（中国）有限公司", "position": "副店经理", "startDate": "2018-04", "endDate": "2019-12", "summary": "武汉楚河汉街店，协助店经理完成排班、库存盘点与季度营运审核。"},
  {"name": "星巴克企业管理（中国）有限公司", "position": "值班主管", "startDate": "2014-07", "endDate": "2018-03", "summary": "全职。负责开店/闭店流程、现金管理与新伙伴培训。"},
  {"name": "星巴克企业管理（中国）有限公司", "position": "兼职咖啡师", "startDate": "2012-09", "endDate": "2014-06", "summary": "在校期间兼职，每周约 16 小时。"}
 ],
 "education": [
  {"institution": "华中师范大学（网络教育学院）", "area": "工商管理", "studyType": "专升本（网络教育）", "startDate": "2017-03", "endDate": "2019-07"},
  {"institution": "武汉职业技术学院", "area": "旅游管理", "studyType": "大专", "startDate": "2011-09", "endDate": "2014-06"}
 ],
 "certificates": [
  {"name": "食品安全管理员证", "date": "2016", "issuer": "武汉市市场监督管理局"},
  {"name": "SCA 咖啡师基础认证（Barista Skills Foundation）", "date": "2019"}
 ],
 "skills": [{"name": "门店运营", "keywords": ["排班", "库存管理", "P&L", "食品安全", "新店开业"]},
            {"name": "工具", "keywords": ["Excel", "企业微信", "美团/饿了么外卖后台"]}],
 "languages": [{"language": "普通话", "fluency": "母语"}, {"language": "英语", "fluency": "日常交流"}]
}
json.dump(r, open(os.path.join(OUT, "屈婉清.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=2)
print("ok")
