"""Turns shan_page-1.png (pdftoppm -r 150 of shan_yutong_2026.pdf) into a phone photo JPEG."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(147)
page = Image.open("shan_page-1.png").convert("RGB")
w, h = page.size
# crop lower blank part of the page a bit, put on a darker "desk" background
page = page.crop((0, 0, w, int(h * 0.62)))
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.12)), (92, 80, 66))
bg.paste(page, (int(w * 0.06), int(h * 0.05)))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# shading: gradient from top-left (lighter) to bottom-right (darker) + vignette
W, H = img.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    d.line([(0, y), (W, y)], fill=int(255 - 55 * y / H))
img = ImageChops.multiply(img, Image.merge("RGB", [shade] * 3))
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse((-W * 0.25, -H * 0.25, W * 1.25, H * 1.25), fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(W // 8))
img = Image.composite(img, Image.new("RGB", (W, H), (30, 26, 22)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img = img.convert("RGB")
img.save("../cvs/简历_闪语桐_2026_拍照.jpg", quality=82)
