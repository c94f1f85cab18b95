import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(133)
img = Image.open('page-1.png').convert('RGB')
w, h = img.size
# paper on a darker table, with margin
canvas = Image.new('RGB', (w + 160, h + 160), (92, 84, 74))
canvas.paste(img, (80, 80))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# shading: gradient from upper-left light to lower-right dark + vignette
W, H = canvas.size
shade = Image.new('L', (W, H))
px = shade.load()
for y in range(0, H, 4):
    for x in range(0, W, 4):
        dx, dy = (x - W * 0.4) / W, (y - H * 0.35) / H
        v = int(255 - 150 * (dx * dx + dy * dy) - 30 * (x / W))
        v = max(90, min(255, v))
        for yy in range(y, min(y + 4, H)):
            for xx in range(x, min(x + 4, W)):
                px[xx, yy] = v
shade = shade.filter(ImageFilter.GaussianBlur(20))
canvas = ImageChops.multiply(canvas, Image.merge('RGB', (shade, shade, shade.point(lambda v: int(v * 0.95)))))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert('RGB')
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v // 5)), 0.35)
canvas.save('../cvs/IMG_20261103_184512.jpg', quality=82)
