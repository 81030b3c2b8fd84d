/**
 * A small built-in list of provinces and their main cities for region fields (the portal holds
 * no national dataset). Names are what is stored (the engine keeps region values as names); a
 * city not listed, and the district level, are typed in as free text beside the picker.
 */
export interface RegionNode {
  label: string;
  value: string;
  children?: RegionNode[];
}

const LIST: [string, string[]][] = [
  ['北京市', ['北京市']], ['天津市', ['天津市']], ['上海市', ['上海市']], ['重庆市', ['重庆市']],
  ['河北省', ['石家庄市', '唐山市', '保定市', '邯郸市', '秦皇岛市']], ['山西省', ['太原市', '大同市', '运城市']],
  ['内蒙古自治区', ['呼和浩特市', '包头市', '鄂尔多斯市']], ['辽宁省', ['沈阳市', '大连市', '鞍山市']],
  ['吉林省', ['长春市', '吉林市']], ['黑龙江省', ['哈尔滨市', '齐齐哈尔市', '大庆市']],
  ['江苏省', ['南京市', '苏州市', '无锡市', '徐州市', '南通市']], ['浙江省', ['杭州市', '宁波市', '温州市', '绍兴市']],
  ['安徽省', ['合肥市', '芜湖市', '蚌埠市']], ['福建省', ['福州市', '厦门市', '泉州市']], ['江西省', ['南昌市', '赣州市', '九江市']],
  ['山东省', ['济南市', '青岛市', '烟台市', '潍坊市']], ['河南省', ['郑州市', '洛阳市', '开封市', '南阳市']],
  ['湖北省', ['武汉市', '宜昌市', '襄阳市']], ['湖南省', ['长沙市', '株洲市', '岳阳市']],
  ['广东省', ['广州市', '深圳市', '珠海市', '佛山市', '东莞市']], ['广西壮族自治区', ['南宁市', '桂林市', '柳州市']],
  ['海南省', ['海口市', '三亚市']], ['四川省', ['成都市', '绵阳市', '宜宾市']], ['贵州省', ['贵阳市', '遵义市']],
  ['云南省', ['昆明市', '大理白族自治州', '丽江市']], ['西藏自治区', ['拉萨市']], ['陕西省', ['西安市', '宝鸡市', '咸阳市']],
  ['甘肃省', ['兰州市', '天水市']], ['青海省', ['西宁市']], ['宁夏回族自治区', ['银川市']],
  ['新疆维吾尔自治区', ['乌鲁木齐市', '喀什地区']], ['台湾省', ['台北市', '高雄市']],
  ['香港特别行政区', ['香港']], ['澳门特别行政区', ['澳门']],
];

/** The picker's tree, `levels` deep at most 2 (the district is typed). */
export function regionTree(levels: number): RegionNode[] {
  return LIST.map(([p, cities]) => (levels >= 2 ? { label: p, value: p, children: cities.map((c) => ({ label: c, value: c })) } : { label: p, value: p }));
}
