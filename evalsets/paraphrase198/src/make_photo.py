"""Turns page-1.png (ning_jingyuan_zh.pdf at 150 dpi) into a phone-photo JPG without a text layer."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(198)
im = Image.open("page-1.png").convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))
w, h = im.size
# paper background larger than the page (table surface)
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))
bg.paste(im, (80, 70))
im = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = im.size
# uneven lighting: gradient from warm top-left to darker bottom-right, plus vignette
shade = Image.new("L", (W, H))
px = shade.load()
for y in range(H):
    for x in range(W):
        dx, dy = (x - W * 0.35) / W, (y - H * 0.3) / H
        v = 255 - int(150 * (dx * dx + dy * dy)) - int(25 * y / H)
        px[x, y] = max(120, min(255, v))
im = ImageChops.multiply(im, Image.merge("RGB", (shade, shade, shade.point(lambda v: int(v * 0.93)))))
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 14).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v // 5)), 0.35)
im.save("../cvs/宁静远_策划简历_手机拍.jpg", quality=82)
print(im.size)
