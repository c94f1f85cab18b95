from PIL import Image, ImageFilter, ImageDraw
import random
random.seed(170)
im = Image.open("page.png").convert("RGB")
w, h = im.size
# place on a darker table background, rotate slightly
bg = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 84, 74))
bg.paste(im, (int(w*0.06), int(h*0.04)))
bg = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = bg.size
# shading: brighter top-left, darker bottom-right, plus vignette
shade = Image.new("L", (W, H))
px = shade.load()
for y in range(0, H, 4):
    for x in range(0, W, 4):
        d = ((x - W*0.35)**2/(W*W) + (y - H*0.3)**2/(H*H))**0.5
        v = max(0, min(255, int(255 - 190*d)))
        for dy in range(4):
            for dx in range(4):
                if x+dx < W and y+dy < H:
                    px[x+dx, y+dy] = v
dark = Image.new("RGB", (W, H), (25, 22, 18))
bg = Image.composite(bg, dark, shade.filter(ImageFilter.GaussianBlur(40)))
# warm tint
r, g, b = bg.split()
b = b.point(lambda v: int(v*0.9))
bg = Image.merge("RGB", (r, g, b))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, noise, 0.06)
bg.save("../../cvs/IMG_20261103_184512.jpg", quality=82)
