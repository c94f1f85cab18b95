"""Turns build/page-1.png (150 dpi render of lang_jingshu_2022_en.pdf) into a phone photo JPEG."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
HERE = os.path.dirname(os.path.abspath(__file__))
src = os.path.join(HERE, "build", "page-1.png")
out = os.path.join(HERE, "..", "cvs", "IMG_20220614_183209.jpg")
random.seed(303)
page = Image.open(src).convert("RGB")
w, h = page.size
# paper tint
page = Image.blend(page, Image.new("RGB", page.size, (238, 232, 218)), 0.12)
# put on a darker desk background and rotate
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# uneven lighting: gradient from top-left bright to bottom-right shadow + vignette
W, H = img.size
shade = Image.new("L", (W, H))
px = shade.load()
for y in range(0, H, 4):
    for x in range(0, W, 4):
        dx, dy = (x - W * 0.35) / W, (y - H * 0.3) / H
        v = 255 - int(110 * (dx * dx + dy * dy) ** 0.5 * 1.3)
        v = max(120, min(255, v))
        for yy in range(y, min(y + 4, H)):
            for xx in range(x, min(x + 4, W)):
                px[xx, yy] = v
black = Image.new("RGB", (W, H), (20, 18, 15))
img = Image.composite(img, black, shade.filter(ImageFilter.GaussianBlur(30)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img = ImageEnhance.Contrast(img).enhance(0.92)
img.save(out, "JPEG", quality=78)
print("wrote", out, img.size)
