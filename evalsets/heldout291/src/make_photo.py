# Turns src/zhong_page.png (pdftoppm -r 150 of zhongyifan_2026.pdf) into a phone photo (no text layer).
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(291)
im = Image.open("zhong_page.png").convert("RGB")
w, h = im.size
# paper tint
tint = Image.new("RGB", im.size, (236, 230, 214)); im = ImageChops.multiply(im, tint)
# lit from top-left: shading gradient + vignette
shade = Image.new("L", im.size, 0); d = ImageDraw.Draw(shade)
for y in range(0, h, 4):
    for x in range(0, w, 4):
        pass
grad = Image.linear_gradient("L").resize(im.size).rotate(35, expand=False)
grad = grad.point(lambda v: 255 - int(v * 0.30))
vign = Image.radial_gradient("L").resize(im.size).point(lambda v: 255 - int(v * 0.35))
mask = ImageChops.multiply(grad, vign)
im = ImageChops.multiply(im, Image.merge("RGB", [mask] * 3))
# put on a dark table, rotate
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (70, 58, 48))
bg.paste(im, ((bg.width - w) // 2, (bg.height - h) // 2))
im = bg.rotate(-2.2, resample=Image.BICUBIC, fillcolor=(60, 50, 42))
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(im.size, 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v // 5)), 0.5)
im.save("../cvs/IMG_20261106_184512.jpg", quality=80)
print(im.size)
